import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnalyticsPageHeader } from '../components/analytics-page-header';
import { IntegrationForm } from '../components/integration-form';
import { useCreateAnalyticsIntegration } from '../mutations';

/** /analytics/create: a new integration, enabled unless switched off. */
export default function AnalyticsCreatePage() {
  const { t } = useTranslation();
  const create = useCreateAnalyticsIntegration();
  return (
    <Stack>
      <AnalyticsPageHeader title={t('analytics.form.createTitle')} />
      <IntegrationForm submitLabel={t('common.actions.create')} onSave={(values) => create.mutateAsync(values)} />
    </Stack>
  );
}
