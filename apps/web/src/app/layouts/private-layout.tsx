import { Anchor, AppShell, Burger, Group, Text, Title, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ORGANIZATIONS_AREA } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SideNavigation } from '../navigation/side-navigation';
import { OrganizationSwitcher } from '../navigation/organization-switcher';
import { LanguageMenu } from './language-menu';
import { useIdentity, useOwnOrganization, usePermissions } from '../session';
import type { LayoutName } from '../route-access';

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
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
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
      <AppShell.Navbar p="xs" id="side-navigation">
        {switchesOrganization && (
          <Box hiddenFrom="sm" mb="xs">
            <OrganizationSwitcher />
          </Box>
        )}
        <SideNavigation onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Box mx={style.maxWidth ? 'auto' : undefined} maw={style.maxWidth} pl={style.paddingLeft} p={style.padding}>
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
