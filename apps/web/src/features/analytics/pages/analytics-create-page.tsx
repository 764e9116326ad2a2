import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { ANALYTICS_BACK } from '../analytics-form';
import { IntegrationForm } from '../components/integration-form';
import { useCreateAnalyticsIntegration } from '../mutations';

/** /analytics/create: a new integration, enabled unless switched off. */
export default function AnalyticsCreatePage() {
  const { t } = useTranslation();
  const create = useCreateAnalyticsIntegration();
  return (
    <Stack>
      <PageHeader title={t('analytics.form.createTitle')} back={ANALYTICS_BACK(t)} />
      <IntegrationForm submitLabel={t('common.actions.create')} onSave={(values) => create.mutateAsync(values)} />
    </Stack>
  );
}
