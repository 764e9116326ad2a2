import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TVenue } from '@foyer/contracts';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, localizedErrorText, translateKeys } from '../../../shared/forms/server-messages';
import { CustomCssFields } from '../../../shared/ui/custom-css-fields';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FormButtons, FormModal, useFormModalClose } from '../../../shared/ui/form-layout';
import { useCreateVenue, useUpdateVenue } from '../mutations';
import { ianaTimeZones, timeZoneOptions } from '../time-zones';
import { validateVenue, venueFromForm, venueToForm, type VenueFormValues } from '../venue-form';
import { focusInvalidField } from '../../../shared/forms/focus-first-invalid';
import { LimitedTextInput } from '../../../shared/ui/limited-text-input';
import { useFormSave } from '../../../shared/forms/form-save';
import { SaveRefusal } from '../../../shared/ui/save-refusal';
import { venueKeys, venueQuery } from '../queries';

/** The form's inputs, for telling server field errors that land on one from others. */
const VENUE_FORM_PATHS = ['name', 'address', 'postCode', 'city', 'country', 'timeZone', 'css.href', 'css.mode'];

interface Props {
  opened: boolean;
  /** The venue to edit; null creates one. */
  venue: TVenue | null;
  onClose(): void;
  /** After a save, with the venue as saved and whether it is new. */
  onSaved?(venue: TVenue, created: boolean): void;
}

/** Creates or edits a venue in a dialog; full screen on a phone. */
export function VenueFormModal({ opened, venue, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={venue ? t('venues.form.editTitle', { name: venue.name }) : t('venues.form.createTitle')}
      size="lg"
      testId="venue-modal"
    >
      <VenueForm
        key={venue?.venueId ?? 'new'}
        venue={venue}
        onDone={(saved) => {
          onSaved?.(saved, venue === null);
          onClose();
        }}
        onCancel={onClose}
      />
    </FormModal>
  );
}

function VenueForm({ venue, onDone, onCancel }: { venue: TVenue | null; onDone(saved: TVenue): void; onCancel(): void }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const create = useCreateVenue();
  const update = useUpdateVenue();
  const queryClient = useQueryClient();
  // The venue as the form was filled from it; after "load the changes", as someone else saved it since.
  const [base, setBase] = useState(venue);
  // Someone else saved the venue since the form was filled: said beside the buttons, with the way to load theirs.
  const { save, stale, clearStale } = useFormSave();
  const zones = useMemo(() => timeZoneOptions(ianaTimeZones(base?.timeZone)), [base?.timeZone]);
  const form = useForm<VenueFormValues>({
    initialValues: venueToForm(base),
    validate: (values) => translateKeys(validateVenue(values), t),
  });

  const reload = async (venueId: string) => {
    try {
      const fresh = await queryClient.fetchQuery({ ...venueQuery(venueId), staleTime: 0 });
      setBase(fresh);
      clearStale();
      form.setInitialValues(venueToForm(fresh));
      form.setValues(venueToForm(fresh));
      form.resetDirty(venueToForm(fresh));
      void queryClient.invalidateQueries({ queryKey: venueKeys.list() });
    } catch (error) {
      showError(localizedErrorText(error, t));
    }
  };

  const requestClose = useFormModalClose(form.isDirty() && !form.submitting);
  const submit = form.onSubmit(
    (values) =>
      save(
        async () => {
          const body = venueFromForm(values);
          // The copy the form was filled from: a save by someone else since is refused (409 stale_version).
          const saved = base
            ? await update.mutateAsync({ venueId: base.venueId, venue: { ...body, updatedAt: base.updatedAt } })
            : await create.mutateAsync(body);
          onDone(saved);
        },
        (error) => {
          if (!applyServerFieldErrors(error, form, t, { fields: VENUE_FORM_PATHS })) showError(localizedErrorText(error, t));
        },
        { canReload: base !== null },
      ),
    focusInvalidField,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <LimitedTextInput
          label={t('venues.fields.name')}
          required
          maxLength={120}
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="venue-name"
        />
        <LimitedTextInput
          label={t('venues.fields.address')}
          maxLength={200}
          autoComplete="street-address"
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <LimitedTextInput
            label={t('venues.fields.postCode')}
            maxLength={20}
            autoComplete="postal-code"
            {...form.getInputProps('postCode')}
          />
          <LimitedTextInput label={t('venues.fields.city')} maxLength={100} autoComplete="address-level2" {...form.getInputProps('city')} />
        </SimpleGrid>
        <LimitedTextInput
          label={t('venues.fields.country')}
          maxLength={100}
          autoComplete="country-name"
          {...form.getInputProps('country')}
        />
        <Select
          label={t('venues.fields.timeZone')}
          description={t('venues.fields.timeZoneHelp')}
          required
          searchable
          allowDeselect={false}
          data={zones}
          maxDropdownHeight={280}
          nothingFoundMessage={t('venues.fields.noTimeZone')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('timeZone')}
          data-testid="venue-time-zone"
        />
        <CustomCssFields
          value={form.values.css}
          onChange={(css) => {
            form.setFieldValue('css', css);
            form.clearFieldError('css.href');
          }}
          hrefError={form.errors['css.href'] as string | undefined}
          description={t('venues.form.cssHelp')}
        />
        {stale && base && <SaveRefusal message={stale} stale onReload={() => void reload(base.venueId)} testId="venue-form" />}
        <FormButtons
          onCancel={requestClose ?? onCancel}
          saving={form.submitting}
          saveTestId="venue-save"
          saveLabel={base ? t('common.actions.save') : t('common.actions.create')}
        />
      </Stack>
    </form>
  );
}
