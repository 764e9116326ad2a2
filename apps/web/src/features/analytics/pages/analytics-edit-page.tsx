import { Alert, Center, Loader, Stack } from '@mantine/core';
import type { TAnalyticsIntegration } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { ANALYTICS_MESSAGE_TABLE } from '../analytics-form';
import { AnalyticsPageHeader } from '../components/analytics-page-header';
import { IntegrationForm } from '../components/integration-form';
import { useDeleteAnalyticsIntegration, useUpdateAnalyticsIntegration } from '../mutations';
import { useAnalyticsIntegration } from '../queries';

/** /analytics/{analyticsIntegrationId}/edit: changes one integration, or deletes it after a question. */
export default function AnalyticsEditPage() {
  const { t } = useTranslation();
  const analyticsIntegrationId = useParams().analyticsIntegrationId ?? '';
  const integration = useAnalyticsIntegration(analyticsIntegrationId);
  return (
    <Stack>
      <AnalyticsPageHeader title={t('analytics.form.editTitle')} />
      {integration.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : integration.isError ? (
        // Another organisation's id, a deleted one and a malformed one all read as missing.
        integration.error instanceof ApiError && (integration.error.status === 404 || integration.error.status === 400) ? (
          <Alert color="yellow" maw={640} data-testid="analytics-missing">
            {t('analytics.form.missing')}
          </Alert>
        ) : (
          <FailedOperation operation={t('analytics.operations.loadOne')} onRetry={() => void integration.refetch()} />
        )
      ) : (
        <EditIntegration key={integration.data.analyticsIntegrationId} integration={integration.data} />
      )}
    </Stack>
  );
}

function EditIntegration({ integration }: { integration: TAnalyticsIntegration }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const update = useUpdateAnalyticsIntegration();
  const remove = useDeleteAnalyticsIntegration();
  const [confirming, setConfirming] = useState(false);
  const { analyticsIntegrationId } = integration;

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(analyticsIntegrationId);
      navigate('/analytics');
    } catch (error) {
      setConfirming(false);
      showError(localizedErrorText(error, t, ANALYTICS_MESSAGE_TABLE));
    }
  };

  return (
    <>
      <IntegrationForm
        integration={integration}
        submitLabel={t('common.actions.save')}
        onSave={(values) => update.mutateAsync({ analyticsIntegrationId, integration: values })}
        onDelete={() => setConfirming(true)}
      />
      <ConfirmModal
        opened={confirming}
        title={t('analytics.delete.title')}
        confirmLabel={t('common.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      >
        {t('analytics.delete.body', { name: `${t(`analytics.types.${integration.type}`)} ${integration.id}` })}
      </ConfirmModal>
    </>
  );
}
