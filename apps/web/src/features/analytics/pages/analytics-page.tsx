import { Badge, Button, Group, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { SHOP_ANALYTICS_AREA, type TAnalyticsIntegration } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/session';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { DeleteConfirmationModal, useDeleteConfirmation } from '../../../shared/ui/delete-confirmation';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { EntityTable, RowActions } from '../../../shared/ui/entity-table';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, QueryStates } from '../../../shared/ui/page-states';
import { analyticsEditPath } from '../analytics-form';
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
  const deletion = useDeleteConfirmation((integration: TAnalyticsIntegration) => remove.mutateAsync(integration.analyticsIntegrationId), {
    closeOnRefusal: true,
  });
  const nameOf = (integration: TAnalyticsIntegration) => `${t(`analytics.types.${integration.type}`)} ${integration.id}`;

  const toggle = async (integration: TAnalyticsIntegration, enabled: boolean) => {
    try {
      const { type, id } = integration;
      await update.mutateAsync({ analyticsIntegrationId: integration.analyticsIntegrationId, integration: { type, id, enabled } });
    } catch (error) {
      showError(localizedErrorText(error, t));
    }
  };

  // While a switch is being saved it shows the state asked for.
  const pending = update.isPending ? update.variables : undefined;
  const enabledOf = (integration: TAnalyticsIntegration) =>
    pending?.analyticsIntegrationId === integration.analyticsIntegrationId ? (pending.integration.enabled ?? true) : integration.enabled;

  return (
    <Stack>
      <PageHeader
        title={t('shell.nav.analytics')}
        intro={t('analytics.list.intro')}
        actions={
          canWrite && (
            <Button component={Link} to="/analytics/create" leftSection={<IconPlus size={16} />} data-testid="analytics-add">
              {t('analytics.list.add')}
            </Button>
          )
        }
      />

      <QueryStates query={list} operation={t('analytics.operations.load')}>
        {(data) => (
          <EntityTable<TAnalyticsIntegration>
            label={t('shell.nav.analytics')}
            rows={data}
            rowKey={(integration) => integration.analyticsIntegrationId}
            rowTestId="analytics-row"
            testId="analytics-table"
            empty={
              <EmptyState icon={<IconChartBar size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />}>
                {t('analytics.list.empty')}
              </EmptyState>
            }
            columns={[
              {
                key: 'type',
                header: t('analytics.fields.type'),
                cell: (integration) => (
                  <Group gap="sm" wrap="nowrap">
                    <AnalyticsTypeIcon type={integration.type} />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {t(`analytics.types.${integration.type}`)}
                      </Text>
                      <Text component="code" size="xs" c="dimmed" ff="monospace" hiddenFrom="sm" style={{ wordBreak: 'break-all' }}>
                        {integration.id}
                      </Text>
                    </div>
                  </Group>
                ),
              },
              {
                key: 'id',
                header: t('analytics.fields.id'),
                visibleFrom: 'sm',
                cell: (integration) => (
                  <Text component="code" size="sm" ff="monospace">
                    {integration.id}
                  </Text>
                ),
              },
              {
                key: 'enabled',
                header: t('analytics.fields.enabled'),
                nowrap: true,
                cell: (integration) => {
                  const enabled = enabledOf(integration);
                  return canWrite ? (
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
                      aria-label={t('analytics.list.toggleNamed', { name: nameOf(integration) })}
                      data-testid="analytics-toggle"
                    />
                  ) : (
                    <Badge variant="light" color={enabled ? 'green' : 'gray'}>
                      {enabled ? t('analytics.list.on') : t('analytics.list.off')}
                    </Badge>
                  );
                },
              },
              canWrite && {
                key: 'actions',
                header: <VisuallyHidden>{t('analytics.list.actions')}</VisuallyHidden>,
                fit: true,
                cell: (integration) => (
                  <RowActions
                    edit={{
                      label: t('analytics.list.editNamed', { name: nameOf(integration) }),
                      to: analyticsEditPath(integration.analyticsIntegrationId),
                    }}
                    remove={{
                      label: t('analytics.list.deleteNamed', { name: nameOf(integration) }),
                      onClick: () => deletion.ask(integration),
                    }}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryStates>

      <DeleteConfirmationModal deletion={deletion} title={t('analytics.delete.title')}>
        {(integration) => t('analytics.delete.body', { name: nameOf(integration) })}
      </DeleteConfirmationModal>
    </Stack>
  );
}
