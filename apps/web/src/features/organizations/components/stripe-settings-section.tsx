import { ActionIcon, Button, Code, CopyButton, Divider, Group, PasswordInput, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentSettingsApi, type TPaymentSettings, type TStripeSettingsUpdate, ZStripeSettingsUpdate } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../shared/api/api-client';
import { applyServerFieldErrors, localizedErrorText, localizedValidate } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { paymentSettingsKey } from './payment-settings-section';

const stripeKey = (orgId: string) => [...paymentSettingsKey(orgId), 'stripe'] as const;

/**
 * An organisation admin connects the museum's Stripe account: pastes the secret key and the
 * webhook signing secret (written, never shown again: only whether each is set and its last four
 * characters), copies the webhook address into Stripe, then chooses Stripe for the shop.
 */
export function StripeSettingsSection({ orgId, canWrite }: { orgId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const queryClient = useQueryClient();
  const stripe = useQuery({ queryKey: stripeKey(orgId), queryFn: () => apiCall(paymentSettingsApi.stripe, { params: { orgId } }) });
  const settings = useQuery({ queryKey: paymentSettingsKey(orgId), queryFn: () => apiCall(paymentSettingsApi.get, { params: { orgId } }) });
  const form = useForm<{ secretKey: string; webhookSecret: string }>({
    initialValues: { secretKey: '', webhookSecret: '' },
    validate: (values) => localizedValidate(ZStripeSettingsUpdate, t)(pasted(values)),
  });
  const saveKeys = useMutation({
    mutationFn: (update: TStripeSettingsUpdate) => apiCall(paymentSettingsApi.updateStripe, { params: { orgId }, body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(stripeKey(orgId), saved);
      form.reset();
    },
    onError: (error) => {
      const fields = ['secretKey', 'webhookSecret'];
      if (!applyServerFieldErrors(error, form, t, { fields })) showError(localizedErrorText(error, t));
    },
  });
  const choose = useMutation({
    mutationFn: (provider: TPaymentSettings['provider']) => apiCall(paymentSettingsApi.update, { params: { orgId }, body: { provider } }),
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKey(orgId), saved),
    onError: (error) => showError(localizedErrorText(error, t)),
  });
  const keysSet = Boolean(stripe.data?.secretKeyLast4 && stripe.data.webhookSecretLast4);
  const stored = (last4: string | null | undefined) =>
    last4 ? t('organizations.payments.stripe.stored', { last4 }) : t('organizations.payments.stripe.notSet');

  return (
    <Stack gap="xs" mt="lg" data-testid="stripe-settings">
      <Divider label={t('organizations.payments.stripe.title')} labelPosition="left" />
      <Text size="sm" c="dimmed">
        {t('organizations.payments.stripe.intro')}
      </Text>
      {stripe.data && (
        <>
          <Text size="sm" fw={500}>
            {t('organizations.payments.stripe.webhookUrl')}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Code style={{ wordBreak: 'break-all' }} data-testid="stripe-webhook-url">
              {stripe.data.webhookUrl}
            </Code>
            <CopyButton value={stripe.data.webhookUrl} timeout={1500}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('organizations.payments.stripe.copied') : t('organizations.payments.stripe.copy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={t('organizations.payments.stripe.copy')}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t('organizations.payments.stripe.webhookHelp')}
          </Text>
          <form onSubmit={form.onSubmit((values) => saveKeys.mutate(pasted(values)))}>
            <Stack gap="xs">
              <PasswordInput
                label={t('organizations.payments.stripe.secretKey')}
                description={stored(stripe.data.secretKeyLast4)}
                placeholder={stripe.data.secretKeyLast4 ? t('organizations.payments.stripe.keep') : 'sk_live_…'}
                autoComplete="off"
                disabled={!canWrite}
                {...form.getInputProps('secretKey')}
              />
              <PasswordInput
                label={t('organizations.payments.stripe.webhookSecret')}
                description={stored(stripe.data.webhookSecretLast4)}
                placeholder={stripe.data.webhookSecretLast4 ? t('organizations.payments.stripe.keep') : 'whsec_…'}
                autoComplete="off"
                disabled={!canWrite}
                {...form.getInputProps('webhookSecret')}
              />
              {canWrite && (
                <Group justify="flex-end">
                  <Button
                    type="submit"
                    variant="light"
                    loading={saveKeys.isPending}
                    disabled={!form.values.secretKey && !form.values.webhookSecret}
                  >
                    {t('organizations.payments.stripe.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
          <Switch
            label={t('organizations.payments.stripe.use')}
            description={keysSet ? undefined : t('organizations.payments.stripe.useHelp')}
            checked={settings.data?.provider === 'stripe'}
            disabled={!canWrite || !settings.data || choose.isPending || (!keysSet && settings.data.provider !== 'stripe')}
            // Switched off in test mode, the shop goes back to the test provider.
            onChange={(event) => choose.mutate(event.currentTarget.checked ? 'stripe' : settings.data?.testMode ? 'test' : null)}
            data-testid="stripe-use"
          />
        </>
      )}
    </Stack>
  );
}

/** Only what was typed: an empty field keeps the stored key. */
function pasted(values: { secretKey: string; webhookSecret: string }): TStripeSettingsUpdate {
  return {
    ...(values.secretKey.trim() && { secretKey: values.secretKey.trim() }),
    ...(values.webhookSecret.trim() && { webhookSecret: values.webhookSecret.trim() }),
  };
}
