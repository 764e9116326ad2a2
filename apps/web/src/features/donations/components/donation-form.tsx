import { ActionIcon, Button, Checkbox, Group, Input, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type TDonation, type TDonationWriteInput, type TVenue } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, localizeErrors, localizedErrorText } from '../../../shared/forms/server-messages';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FormButtons, FormSection, unitAfter } from '../../../shared/ui/form-layout';
import { LocalizedTextsFields } from '../../../shared/ui/localized-texts-fields';
import { VenueSelect } from '../../venues/components/venue-select';
import {
  canAddSuggestion,
  donationFormPath,
  donationFormValues,
  toDonationWrite,
  validateDonationForm,
  type DonationFormValues,
} from '../donation-form';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { useFormSave } from '../../../shared/forms/form-save';
import { SaveRefusal } from '../../../shared/ui/save-refusal';

interface Props {
  donation?: TDonation;
  currency: string;
  /** The venues to choose from; null while they cannot be read (the campaign is then for the whole museum). */
  venues: TVenue[] | null;
  saving: boolean;
  onSave(donation: TDonationWriteInput): Promise<unknown>;
  onCancel(): void;
  /** Editing: reads the campaign again after a save was refused because someone else saved since. */
  onReload?(): void;
}

/** A campaign's texts per language, the amounts a visitor may give and its venue. */
export function DonationForm({ donation, currency, venues, saving, onSave, onCancel, onReload }: Props) {
  const { t, i18n } = useTranslation();
  const showError = useErrorSnackbar();
  const form = useForm<DonationFormValues>({
    initialValues: donationFormValues(donation, i18n.language),
    validate: (values) => localizeErrors(validateDonationForm(values, currency, i18n.language), t),
  });

  const { save, stale } = useFormSave();
  const submit = form.onSubmit(
    (values) =>
      save(
        async () => {
          await onSave(toDonationWrite(values, i18n.language));
          form.resetDirty();
        },
        (error) => {
          const shown = applyServerFieldErrors(error, form, t, {
            fields: (path) =>
              /^(names|descriptions)\.\w+$|^suggestedAmounts(\.\d+)?$|^minimumAmount$|^venueId$|^defaultLanguage$/.test(path),
            pathFor: (path) => donationFormPath(path, values),
          });
          if (!shown) showError(localizedErrorText(error, t));
        },
        { canReload: onReload !== undefined },
      ),
    focusInvalidField,
  );

  const amountsError = form.errors.suggestedAmounts;
  const amountInput = (path: string, label: string, testId: string) => (
    <TextInput label={label} inputMode="decimal" {...unitAfter(currency)} {...form.getInputProps(path)} data-testid={testId} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !form.submitting} />
      <Stack gap="md">
        <FormSection title={t('donations.form.texts')}>
          <LocalizedTextsFields form={form} testId="donation" />
        </FormSection>

        <FormSection title={t('donations.form.amounts')}>
          <Input.Wrapper
            label={t('donations.fields.suggestedAmounts')}
            description={t('donations.form.suggestedHelp')}
            error={amountsError}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt={6}>
              {form.values.suggestedAmounts.map((_, row) => (
                <Group key={row} gap={4} wrap="nowrap" align="flex-start">
                  <TextInput
                    aria-label={t('donations.form.suggestedRow', { number: row + 1 })}
                    inputMode="decimal"
                    style={{ flex: 1 }}
                    {...unitAfter(currency)}
                    {...form.getInputProps(`suggestedAmounts.${row}`)}
                    data-testid={`donation-suggested-${row}`}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('donations.form.removeSuggestion', { number: row + 1 })}
                    onClick={() => form.removeListItem('suggestedAmounts', row)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </SimpleGrid>
          </Input.Wrapper>
          {canAddSuggestion(form.values) && (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('suggestedAmounts', '')}
              data-testid="donation-add-suggestion"
            >
              {t('donations.form.addSuggestion')}
            </Button>
          )}
          <Checkbox
            mt="xs"
            label={t('donations.fields.customAmountAllowed')}
            description={t('donations.form.customHelp')}
            {...form.getInputProps('customAmountAllowed', { type: 'checkbox' })}
            data-testid="donation-custom-allowed"
          />
          {form.values.customAmountAllowed && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {amountInput('minimumAmount', t('donations.fields.minimumAmount'), 'donation-minimum')}
            </SimpleGrid>
          )}
        </FormSection>

        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <VenueSelect
            form={form}
            venues={venues}
            label={t('donations.fields.venue')}
            description={t('donations.form.venueHelp')}
            allVenues={t('donations.fields.allVenues')}
            testId="donation-venue"
          />
        </Paper>

        {stale && onReload && <SaveRefusal message={stale} stale onReload={onReload} testId="donation-form" />}
        <FormButtons onCancel={onCancel} saving={saving} saveTestId="donation-save" />
      </Stack>
    </form>
  );
}
