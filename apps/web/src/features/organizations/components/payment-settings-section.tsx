import { Divider, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentSettingsApi, type TPaymentSettingsUpdate } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../shared/api/api-client';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { organizationKeys } from '../queries';

export const paymentSettingsKey = (orgId: string) => [...organizationKeys.detail(orgId), 'payment-settings'] as const;

const PROVIDER_TEXT = {
  test: 'organizations.payments.providerTest',
  stripe: 'organizations.payments.providerStripe',
} as const;

/**
 * A platform admin's switch for an organisation's test mode: its shop then takes payments through
 * the test provider, where buyers approve their own payment and no money moves (the demo ones).
 */
export function PaymentSettingsSection({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: paymentSettingsKey(orgId), queryFn: () => apiCall(paymentSettingsApi.get, { params: { orgId } }) });
  const save = useMutation({
    mutationFn: (update: TPaymentSettingsUpdate) => apiCall(paymentSettingsApi.update, { params: { orgId }, body: update }),
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKey(orgId), saved),
    onError: (error) => showError(localizedErrorText(error, t)),
  });
  const provider = settings.data?.provider;
  return (
    <Stack gap="xs" mt="lg" data-testid="payment-settings">
      <Divider label={t('organizations.payments.title')} labelPosition="left" />
      <Switch
        label={t('organizations.payments.testMode')}
        description={t('organizations.payments.testModeHelp')}
        checked={settings.data?.testMode ?? false}
        disabled={!settings.data || save.isPending}
        onChange={(event) => save.mutate({ testMode: event.currentTarget.checked })}
      />
      {settings.data && (
        <Text size="sm" c="dimmed">
          {t(provider ? PROVIDER_TEXT[provider] : 'organizations.payments.providerNone')}
        </Text>
      )}
    </Stack>
  );
}
