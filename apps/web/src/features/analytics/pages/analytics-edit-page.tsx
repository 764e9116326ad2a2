import { Alert, Stack } from '@mantine/core';
import { type TAnalyticsIntegration } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { ANALYTICS_BACK } from '../analytics-form';
import { PageHeader } from '../../../shared/ui/page-header';
import { isMissing, QueryStates } from '../../../shared/ui/page-states';
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
      <PageHeader title={t('analytics.form.editTitle')} back={ANALYTICS_BACK(t)} />
      <QueryStates
        query={integration}
        operation={t('analytics.operations.loadOne')}
        // Another organisation's id, a deleted one and a malformed one all read as missing.
        missing={(error) =>
          isMissing(error, [400, 404]) && (
            <Alert color="yellow" maw={640} data-testid="analytics-missing">
              {t('analytics.form.missing')}
            </Alert>
          )
        }
      >
        {(data) => <EditIntegration key={data.analyticsIntegrationId} integration={data} />}
      </QueryStates>
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
      showError(localizedErrorText(error, t));
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
