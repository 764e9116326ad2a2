import { Anchor, AppShell, Burger, Group, Text, Title, Box, em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ORGANIZATIONS_AREA } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SideNavigation } from '../navigation/side-navigation';
import { OrganizationSwitcher } from '../navigation/organization-switcher';
import { LanguageMenu } from './language-menu';
import { useIdentity, useOwnOrganization, usePermissions } from '../session';
import type { LayoutName } from '../route-access';
import classes from './private-layout.module.css';

const MAIN_STYLE: Partial<Record<LayoutName, { maxWidth?: number; paddingLeft?: number; padding?: number | string }>> = {
  private: { maxWidth: 1200 },
  privateShortMargin: { maxWidth: 1200, paddingLeft: 56 },
  privateWide: {},
  privateHigh: { maxWidth: 1200, padding: 0 },
};

/** The back office frame: header, side navigation by permission, and the page. */
export function PrivateLayout({ variant, children }: { variant: LayoutName; children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const identity = useIdentity();
  const organization = useOwnOrganization();
  const { can } = usePermissions();
  const switchesOrganization = can(ORGANIZATIONS_AREA.switch);
  const style = MAIN_STYLE[variant] ?? MAIN_STYLE.private!;
  const burger = useRef<HTMLButtonElement>(null);
  const navbar = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  // Below the navbar's breakpoint (sm, 48em) a closed navbar is only moved off screen: it leaves
  // the tab order too, or the keyboard walks through links nobody can see.
  const phone = useMediaQuery(`(max-width: ${em(767.98)})`) ?? false;
  const closeFromKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    burger.current?.focus();
  };
  // After moving to another page, the keyboard and screen readers start at the page: a focus left
  // on the menu link chosen (or lost with the page before) goes to the new page's content. A page
  // that placed the focus itself (the door's code field) keeps it. Not on the first load.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || navbar.current?.contains(active)) main.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a
        href="#main-content"
        className={classes.skipLink}
        onClick={(event) => {
          // Focus, without a hash in the address (the router's pages read their own).
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burger}
              onKeyDown={closeFromKeyboard}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.toggleNavigation')}
              aria-expanded={opened}
              aria-controls="side-navigation"
            />
            <Title order={3} c="foyer.8">
              <Link to="/dashboard" style={{ color: 'inherit', textDecoration: 'none' }}>
                Foyer
              </Link>
            </Title>
            <Text size="sm" c="dimmed" visibleFrom="xs" truncate data-testid="current-organization">
              {organization?.name}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {switchesOrganization && (
              <Box visibleFrom="sm">
                <OrganizationSwitcher />
              </Box>
            )}
            <LanguageMenu />
            <Anchor component={Link} to={`/users/${identity.userId}`} size="sm" visibleFrom="md" c="dark" data-testid="signed-in-user">
              {identity.firstName} {identity.lastName}
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="side-navigation" ref={navbar} inert={phone && !opened} onKeyDown={closeFromKeyboard}>
        {switchesOrganization && (
          <Box hiddenFrom="sm" mb="xs">
            <OrganizationSwitcher />
          </Box>
        )}
        <SideNavigation onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" ref={main} tabIndex={-1} className={classes.main}>
        <Box mx={style.maxWidth ? 'auto' : undefined} maw={style.maxWidth} pl={style.paddingLeft} p={style.padding}>
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
