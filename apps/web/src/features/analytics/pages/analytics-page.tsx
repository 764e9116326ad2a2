import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconChartBar, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { SHOP_ANALYTICS_AREA, type TAnalyticsIntegration } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/session';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { ANALYTICS_MESSAGE_TABLE, analyticsEditPath } from '../analytics-form';
import { AnalyticsTypeIcon } from '../components/analytics-type-icon';
import { useDeleteAnalyticsIntegration, useUpdateAnalyticsIntegration } from '../mutations';
import { useAnalyticsIntegrations } from '../queries';

/** /analytics: the services the shop loads; staff with ShopAnalyticsWrite switch them on or off, edit and delete. */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  const list = useAnalyticsIntegrations();
  const { can } = usePermissions();
  const canWrite = can(SHOP_ANALYTICS_AREA.write);
  const showError = useErrorSnackbar();
  const update = useUpdateAnalyticsIntegration();
  const remove = useDeleteAnalyticsIntegration();
  const [deleting, setDeleting] = useState<TAnalyticsIntegration | null>(null);
  const nameOf = (integration: TAnalyticsIntegration) => `${t(`analytics.types.${integration.type}`)} ${integration.id}`;

  const toggle = async (integration: TAnalyticsIntegration, enabled: boolean) => {
    try {
      const { type, id } = integration;
      await update.mutateAsync({ analyticsIntegrationId: integration.analyticsIntegrationId, integration: { type, id, enabled } });
    } catch (error) {
      showError(localizedErrorText(error, t, ANALYTICS_MESSAGE_TABLE));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.analyticsIntegrationId);
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      showError(localizedErrorText(error, t, ANALYTICS_MESSAGE_TABLE));
    }
  };

  // While a switch is being saved it shows the state asked for.
  const pending = update.isPending ? update.variables : undefined;
  const enabledOf = (integration: TAnalyticsIntegration) =>
    pending?.analyticsIntegrationId === integration.analyticsIntegrationId ? (pending.integration.enabled ?? true) : integration.enabled;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('shell.nav.analytics')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('analytics.list.intro')}
          </Text>
        </div>
        {canWrite && (
          <Button component={Link} to="/analytics/create" leftSection={<IconPlus size={16} />} data-testid="analytics-add">
            {t('analytics.list.add')}
          </Button>
        )}
      </Group>

      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : list.isError ? (
        <FailedOperation operation={t('analytics.operations.load')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <IconChartBar size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed" ta="center" maw={480}>
              {t('analytics.list.empty')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder>
          <Table verticalSpacing="sm" highlightOnHover data-testid="analytics-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.fields.type')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('analytics.fields.id')}</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('analytics.fields.enabled')}</Table.Th>
                {canWrite && (
                  <Table.Th w={1}>
                    <VisuallyHidden>{t('analytics.list.actions')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((integration) => {
                const name = nameOf(integration);
                const enabled = enabledOf(integration);
                return (
                  <Table.Tr key={integration.analyticsIntegrationId} data-testid="analytics-row">
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <AnalyticsTypeIcon type={integration.type} />
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" fw={600}>
                            {t(`analytics.types.${integration.type}`)}
                          </Text>
                          <Text size="xs" c="dimmed" ff="monospace" hiddenFrom="sm" style={{ wordBreak: 'break-all' }}>
                            {integration.id}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" ff="monospace">
                        {integration.id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {canWrite ? (
                        <Switch
                          checked={enabled}
                          onChange={(event) => void toggle(integration, event.currentTarget.checked)}
                          disabled={update.isPending}
                          // The column says what the switch is; on a phone the On/Off word makes room for the name.
                          label={
                            <Text span size="sm" visibleFrom="sm">
                              {enabled ? t('analytics.list.on') : t('analytics.list.off')}
                            </Text>
                          }
                          aria-label={t('analytics.list.toggleNamed', { name })}
                          data-testid="analytics-toggle"
                        />
                      ) : (
                        <Badge variant="light" color={enabled ? 'green' : 'gray'}>
                          {enabled ? t('analytics.list.on') : t('analytics.list.off')}
                        </Badge>
                      )}
                    </Table.Td>
                    {canWrite && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label={t('common.actions.edit')}>
                            <ActionIcon
                              component={Link}
                              to={analyticsEditPath(integration.analyticsIntegrationId)}
                              variant="subtle"
                              aria-label={t('analytics.list.editNamed', { name })}
                            >
                              <IconPencil size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('common.actions.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('analytics.list.deleteNamed', { name })}
                              onClick={() => setDeleting(integration)}
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}

      <ConfirmModal
        opened={deleting !== null}
        title={t('analytics.delete.title')}
        confirmLabel={t('common.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('analytics.delete.body', { name: deleting ? nameOf(deleting) : '' })}
      </ConfirmModal>
    </Stack>
  );
}
