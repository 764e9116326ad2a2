import { Card, Group, SimpleGrid, Stack, Text, Title, Button, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdentity, useOwnOrganization, usePermissions } from '../../../app/session';
import { useRegisteredPaths } from '../../../app/registered-paths';
import { NAV_ITEMS, visibleNavItems } from '../../../app/navigation/nav-items';
import { NAV_ICONS } from '../../../app/navigation/nav-icons';
import { DashboardOccurrencesSection } from '../components/dashboard-occurrences-section';
import { EVENTS_AREA } from '@foyer/contracts';

/**
 * The first page after sign-in: who and where you are, today's and the coming week's events (for
 * whoever may read events; a guide sees their own tours), and the places you can go.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const organization = useOwnOrganization();
  const registeredPaths = useRegisteredPaths();
  const { can } = usePermissions();
  const readsEvents = can(EVENTS_AREA.menu);
  const shortcuts = visibleNavItems(NAV_ITEMS, {
    roles: identity.roles,
    permissions: new Set(identity.permissions),
    payoutsEnabled: organization?.features.payouts ?? false,
    registeredPaths,
  }).filter((item) => item.id !== 'dashboard');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('dashboard.greeting', { name: identity.firstName })}
        </Title>
        <Group gap="xs" mt={4}>
          <Text c="dimmed">{organization?.name}</Text>
          {identity.roles.map((role) => (
            <Badge key={role} variant="light">
              {t(`common.roles.${role}`)}
            </Badge>
          ))}
        </Group>
      </div>
      {readsEvents && <DashboardOccurrencesSection />}
      {shortcuts.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {shortcuts.map((item) => {
            const Icon = NAV_ICONS[item.id];
            return (
              <Card key={item.id} withBorder padding="lg" component={Link} to={item.path} data-testid={`shortcut-${item.id}`}>
                <Group wrap="nowrap" align="flex-start">
                  {Icon && <Icon size={28} stroke={1.5} color="var(--mantine-color-foyer-7)" style={{ flexShrink: 0 }} />}
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{t(`shell.nav.${item.labelKey}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`dashboard.shortcuts.${item.id}`, { defaultValue: '' })}
                    </Text>
                  </div>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      ) : (
        <Card withBorder>
          <Text>{t('dashboard.nothingYet')}</Text>
          <Button component={Link} to={`/notifications/users/${identity.userId}/`} variant="light" mt="sm" w="fit-content">
            {t('shell.nav.myNotifications')}
          </Button>
        </Card>
      )}
    </Stack>
  );
}
