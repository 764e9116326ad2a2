import { Group, Input, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { FEE_TYPES, type FeeCategory, type FeeType, type TFee } from '@foyer/contracts';
import { amountInputText, formatMoney, percentInputText } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors, localizeErrors, localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FormButtons, unitAfter } from '../../../shared/ui/form-layout';
import { FEE_TYPE_KEYS, exampleFeeGross, feeFormPath, feeFormValues, toFeeWrite, validateFeeForm, type FeeFormValues } from '../fee-form';
import { type useSaveFee } from '../mutations';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { useOneSaveAtATime } from '../../../shared/forms/one-save-at-a-time';

/** Tickets worth 500.00 before VAT: a round order to show what a percentage comes to. */
const EXAMPLE_NET_MINOR = 50_000;

interface Props {
  category: FeeCategory;
  fee: TFee | undefined;
  currency: string;
  save: ReturnType<typeof useSaveFee>;
}

/** The fee of one category: its type, value (a percentage or an amount) and VAT. */
export function FeeForm({ category, fee, currency, save }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const showError = useErrorSnackbar();
  const form = useForm<FeeFormValues>({
    initialValues: feeFormValues(fee, locale),
    validate: (values) => localizeErrors(validateFeeForm(values, locale), t),
  });
  const percentage = form.values.type === 'Percentage';
  const exampleGross = exampleFeeGross(form.values, category, EXAMPLE_NET_MINOR, locale);

  const once = useOneSaveAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        try {
          await save.mutateAsync({ category, fee: toFeeWrite(values, locale) });
          form.resetDirty();
          navigate('/fee');
        } catch (error) {
          const fields = ['type', 'value', 'vat'];
          if (!applyServerFieldErrors(error, form, t, { fields, pathFor: feeFormPath })) showError(localizedErrorText(error, t));
        }
      }),
    focusInvalidField,
  );

  // A number means another thing in the other kind (2,5 % is not 2,50 kr.): switching empties it.
  const changeType = (type: string) => {
    if (type !== form.values.type) form.setFieldValue('value', '');
    form.setFieldValue('type', type as FeeType);
    form.clearFieldError('value');
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={640}>
      <form onSubmit={submit} noValidate>
        <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
        <Stack>
          <Input.Wrapper label={t('fees.fields.type')} error={form.errors.type}>
            <SegmentedControl
              mt={4}
              fullWidth
              value={form.values.type}
              onChange={changeType}
              data={FEE_TYPES.map((type) => ({ value: type, label: t(FEE_TYPE_KEYS[type]) }))}
              data-testid="fee-type"
            />
          </Input.Wrapper>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={percentage ? t('fees.fields.percentage') : t('fees.fields.amount')}
              description={percentage ? t('fees.form.percentageHelp') : t('fees.form.amountHelp', { currency })}
              placeholder={percentage ? percentInputText(250, locale) : amountInputText(4900, locale)}
              inputMode="decimal"
              required
              {...(percentage ? unitAfter('%', 32) : unitAfter(currency))}
              {...form.getInputProps('value')}
              data-testid="fee-value"
            />
            <TextInput
              label={t('fees.fields.vat')}
              description={t('fees.form.vatHelp')}
              inputMode="decimal"
              required
              {...unitAfter('%', 32)}
              {...form.getInputProps('vat')}
              data-testid="fee-vat"
            />
          </SimpleGrid>
          {exampleGross !== null && (
            <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="fee-example">
              <IconInfoCircle size={18} color="var(--mantine-color-blue-6)" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" c="dimmed">
                {percentage
                  ? t('fees.form.examplePercentage', {
                      subtotal: formatMoney(EXAMPLE_NET_MINOR, currency, locale),
                      fee: formatMoney(exampleGross, currency, locale),
                    })
                  : t('fees.form.exampleFixed', { fee: formatMoney(exampleGross, currency, locale) })}
              </Text>
            </Group>
          )}
          <FormButtons onCancel={() => navigate('/fee')} saving={form.submitting} saveTestId="fee-save" />
        </Stack>
      </form>
    </Paper>
  );
}
