import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TVoucher, type TVoucherWriteInput, type TVenue } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/dates/date-presets';
import { ApiError } from '../../../shared/api/api-client';
import { applyServerFieldErrors, localizeErrors, localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FormButtons, FormSection, unitAfter } from '../../../shared/ui/form-layout';
import { LocalizedTextsFields } from '../../../shared/ui/localized-texts-fields';
import { VenueSelect } from '../../venues/components/venue-select';
import { toVoucherWrite, validateVoucherForm, voucherFormValues, type VoucherFormValues } from '../voucher-form';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { DayInput } from '../../../shared/ui/day-input';
import { useFormSave } from '../../../shared/forms/form-save';
import { SaveRefusal } from '../../../shared/ui/save-refusal';

interface Props {
  voucher?: TVoucher;
  currency: string;
  /** The venues to choose from; null while they cannot be read. */
  venues: TVenue[] | null;
  saving: boolean;
  onSave(voucher: TVoucherWriteInput): Promise<unknown>;
  onCancel(): void;
  /** Editing: reads the voucher again after a save was refused because someone else saved since. */
  onReload?(): void;
}

const OWN_FIELDS = /^(names|descriptions)\.\w+$|^(value|validForMonths|venueId|saleStartsOn|saleEndsOn|defaultLanguage)$/;

/** A gift voucher's texts per language, its value, how long a sold code lasts, the sale days and the venue. */
export function VoucherForm({ voucher, currency, venues, saving, onSave, onCancel, onReload }: Props) {
  const { t, i18n } = useTranslation();
  const showError = useErrorSnackbar();
  const form = useForm<VoucherFormValues>({
    initialValues: voucherFormValues(voucher, i18n.language),
    validate: (values) => localizeErrors(validateVoucherForm(values, i18n.language), t),
  });

  const { save, stale } = useFormSave();
  const submit = form.onSubmit(
    (values) =>
      save(
        async () => {
          await onSave(toVoucherWrite(values, i18n.language));
          form.resetDirty();
        },
        (error) => {
          if (applyServerFieldErrors(error, form, t, { fields: (path) => OWN_FIELDS.test(path) })) return;
          // SPEC §8: 'Error creating voucher' / 'Error editing voucher', with the refusal's words when there are some.
          const failed = t(voucher ? 'vouchers.errors.edit' : 'vouchers.errors.create');
          showError(
            error instanceof ApiError && error.status > 0 && error.status < 500 ? `${failed}: ${localizedErrorText(error, t)}` : failed,
          );
        },
        { canReload: onReload !== undefined },
      ),
    focusInvalidField,
  );

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
      <Stack gap="md">
        <FormSection title={t('vouchers.form.texts')}>
          <LocalizedTextsFields form={form} testId="voucher" />
        </FormSection>

        <FormSection title={t('vouchers.form.valueAndValidity')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('vouchers.fields.value')}
              description={t('vouchers.form.valueHelp')}
              withAsterisk
              inputMode="decimal"
              {...unitAfter(currency)}
              {...form.getInputProps('value')}
              data-testid="voucher-value"
            />
            <TextInput
              label={t('vouchers.fields.validForMonths')}
              description={t('vouchers.form.validForHelp')}
              withAsterisk
              inputMode="numeric"
              {...unitAfter(t('vouchers.form.monthsUnit'), 80)}
              {...form.getInputProps('validForMonths')}
              data-testid="voucher-valid-for"
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('vouchers.form.sale')}>
          <Text size="sm" c="dimmed">
            {t('vouchers.form.saleHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DayInput
              label={t('vouchers.fields.saleStartsOn')}
              placeholder={t('vouchers.form.noStart')}
              {...form.getInputProps('saleStartsOn')}
              data-testid="voucher-sale-starts"
            />
            <DayInput
              label={t('vouchers.fields.saleEndsOn')}
              placeholder={t('vouchers.form.noEnd')}
              minDate={form.values.saleStartsOn ?? undefined}
              {...form.getInputProps('saleEndsOn')}
              data-testid="voucher-sale-ends"
            />
          </SimpleGrid>
          {/* Saved all the same (a past sale may be kept on record), but said: the shop will not sell it. */}
          {form.values.saleEndsOn && form.values.saleEndsOn < todayIn() && (
            <Text size="sm" c="orange.9" fw={500} role="status" data-testid="voucher-sale-over">
              {t('vouchers.form.saleOver')}
            </Text>
          )}
          <VenueSelect
            form={form}
            venues={venues}
            label={t('vouchers.fields.venue')}
            description={t('vouchers.form.venueHelp')}
            allVenues={t('vouchers.fields.allVenues')}
            testId="voucher-venue"
          />
        </FormSection>

        {stale && onReload && <SaveRefusal message={stale} stale onReload={onReload} testId="voucher-form" />}
        <FormButtons onCancel={onCancel} saving={saving} saveTestId="voucher-save" />
      </Stack>
    </form>
  );
}
