import { NavLink as MantineNavLink, ScrollArea, Stack, Text, Divider } from '@mantine/core';
import { IconBell, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useIdentity, useOwnOrganization, usePermissions } from '../session';
import { useRegisteredPaths } from '../registered-paths';
import { NAV_ITEMS, visibleNavItems, type NavSection } from './nav-items';
import { NAV_ICONS } from './nav-icons';

const SECTIONS: NavSection[] = ['main', 'venue', 'administration', 'support'];

export function SideNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const identity = useIdentity();
  const { granted } = usePermissions();
  const organization = useOwnOrganization();
  const registeredPaths = useRegisteredPaths();
  const location = useLocation();
  const items = visibleNavItems(NAV_ITEMS, {
    roles: identity.roles,
    permissions: granted,
    payoutsEnabled: organization?.features.payouts ?? false,
    registeredPaths,
  });
  const ownNotifications = `/notifications/users/${identity.userId}/`;

  const link = (id: string, path: string, label: string, hint?: string) => {
    const Icon = NAV_ICONS[id];
    return (
      <MantineNavLink
        key={id}
        component={NavLink}
        to={path}
        label={label}
        description={hint}
        // Mantine tints an active item's second line in its light blue, 4.2:1 on the active ground.
        styles={hint ? { description: { color: 'var(--mantine-color-gray-7)' } } : undefined}
        leftSection={Icon ? <Icon size={18} stroke={1.6} /> : null}
        active={location.pathname === path || location.pathname.startsWith(`${path}/`)}
        onClick={onNavigate}
        data-testid={`nav-${id}`}
      />
    );
  };

  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea style={{ flex: 1 }} type="auto">
        <nav aria-label={t('shell.nav.label')}>
          {SECTIONS.map((section) => {
            const inSection = items.filter((item) => item.section === section);
            if (inSection.length === 0) return null;
            return (
              <div key={section}>
                {section !== 'main' && (
                  <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                    {t(`shell.sections.${section}`)}
                  </Text>
                )}
                {inSection.map((item) =>
                  link(item.id, item.path, t(`shell.nav.${item.labelKey}`), item.hintKey && t(`shell.nav.${item.hintKey}`)),
                )}
              </div>
            );
          })}
        </nav>
      </ScrollArea>
      <div>
        <Divider my="xs" />
        {registeredPaths.has('/notifications/users/:userId') && (
          <MantineNavLink
            component={NavLink}
            to={ownNotifications}
            label={t('shell.nav.myNotifications')}
            leftSection={<IconBell size={18} stroke={1.6} />}
            onClick={onNavigate}
            data-testid="nav-myNotifications"
          />
        )}
        {/* The header's name link (the profile) shows from md up; below, the menu carries it. */}
        <MantineNavLink
          component={NavLink}
          to={`/users/${identity.userId}`}
          label={t('shell.nav.myProfile')}
          leftSection={<IconUserCircle size={18} stroke={1.6} />}
          onClick={onNavigate}
          hiddenFrom="md"
          data-testid="nav-myProfile"
        />
        <MantineNavLink
          component={NavLink}
          to="/logout"
          label={t('shell.nav.logout')}
          leftSection={<IconLogout size={18} stroke={1.6} />}
          data-testid="nav-logout"
        />
      </div>
    </Stack>
  );
}
