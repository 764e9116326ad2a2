import {
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  MultiSelect,
} from '@mantine/core';
import { BRING_ALONG, EVENT_VISIBILITIES, EXPERIENCE_FEATURES, LANGUAGES, RESTRICTIONS, type TVenue } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '../../../../shared/ui/limited-text-input';
import { DurationCheck } from './duration-check';
import { EventImagePicker } from './image-picker';
import { OccurrencePreview, RecurringScheduleFields, SingleScheduleFields } from './schedule-fields';
import { eventTypeLabel } from '../../event-display';
import { durationText, type Form } from './step-helpers';

interface GeneralStepProps {
  form: Form;
  eventTypes: { id: string; name: string }[];
  venues: TVenue[];
  /** The picked main image: kept by the page, outside the form values that make up the draft. Without it, no picker (an existing event's image is changed on its page). */
  image?: File | null;
  onImageChange?(file: File | null): void;
}

export function GeneralStep({ form, eventTypes, venues, image, onImageChange }: GeneralStepProps) {
  const { t } = useTranslation();
  const languageData = LANGUAGES.map((value) => ({ value, label: t(`eventWizard.languageNames.${value}`) }));
  const minutes = Number(form.values.durationMinutes);
  return (
    <Stack gap="sm">
      <Select
        label={t('eventWizard.general.defaultLanguage')}
        data={languageData}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
        {...form.getInputProps('defaultLanguage')}
        data-testid="general-default-language"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {LANGUAGES.map((language) => (
          <LimitedTextInput
            key={language}
            label={t('eventWizard.general.nameIn', { language: t(`eventWizard.languageNames.${language}`) })}
            withAsterisk={language === form.values.defaultLanguage}
            maxLength={200}
            {...form.getInputProps(`names.${language}`)}
            data-testid={`general-name-${language}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('eventWizard.general.eventType')}
          withAsterisk
          searchable
          data={eventTypes.map((type) => ({ value: type.id, label: eventTypeLabel(type.name, t) }))}
          {...form.getInputProps('eventTypeId')}
          data-testid="general-event-type"
        />
        <TextInput
          label={t('eventWizard.general.category')}
          maxLength={100}
          {...form.getInputProps('category')}
          data-testid="general-category"
        />
        <MultiSelect
          label={t('eventWizard.general.languages')}
          data={languageData}
          {...form.getInputProps('languages')}
          data-testid="general-languages"
        />
        <Select
          label={t('eventWizard.general.visibility')}
          data={EVENT_VISIBILITIES.map((value) => ({ value, label: t(`eventWizard.visibility.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('visibility')}
          data-testid="general-visibility"
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('eventWizard.general.display')}
        </Text>
        <SegmentedControl
          w={{ base: '100%', xs: 200 }}
          data={[
            { value: 'yes', label: t('eventWizard.yes') },
            { value: 'no', label: t('eventWizard.no') },
          ]}
          value={form.values.display ? 'yes' : 'no'}
          onChange={(value) => form.setFieldValue('display', value === 'yes')}
          data-testid="general-display"
        />
      </Stack>
      <Radio.Group label={t('eventWizard.general.location')} {...form.getInputProps('locationKind')}>
        <Group mt={4}>
          <Radio value="Venue" label={t('eventWizard.general.atVenue')} data-testid="general-location-venue" />
          <Radio value="Online" label={t('eventWizard.general.online')} data-testid="general-location-online" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {form.values.locationKind === 'Venue' ? (
          <Select
            label={t('eventWizard.general.venue')}
            withAsterisk
            data={venues.map((venue) => ({ value: venue.venueId, label: venue.name }))}
            {...form.getInputProps('venueId')}
            data-testid="general-venue"
          />
        ) : (
          <TextInput
            label={t('eventWizard.general.url')}
            withAsterisk
            placeholder="https://"
            {...form.getInputProps('url')}
            data-testid="general-url"
          />
        )}
        <NumberInput
          label={t('eventWizard.general.duration')}
          min={0}
          clampBehavior="none"
          max={100_000}
          allowDecimal={false}
          description={
            Number.isFinite(minutes) && minutes > 0 ? t('eventWizard.general.durationShown', { text: durationText(minutes, t) }) : undefined
          }
          {...form.getInputProps('durationMinutes')}
          data-testid="general-duration"
        />
      </SimpleGrid>
      {onImageChange && <EventImagePicker file={image ?? null} onChange={onImageChange} />}
    </Stack>
  );
}

export function ScheduleStep({ form, zone }: { form: Form; zone: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SegmentedControl
        w={{ base: '100%', xs: 320 }}
        data={[
          { value: 'Single', label: t('eventWizard.schedule.single') },
          { value: 'Recurring', label: t('eventWizard.schedule.recurring') },
        ]}
        {...form.getInputProps('scheduleKind')}
        data-testid="schedule-kind"
      />
      {form.values.scheduleKind === 'Single' ? <SingleScheduleFields form={form} /> : <RecurringScheduleFields form={form} />}
      <DurationCheck form={form} zone={zone} />
      <Divider />
      <OccurrencePreview values={form.values} zone={zone} />
    </Stack>
  );
}

function CheckboxList<V extends string>({
  form,
  field,
  options,
  label,
}: {
  form: Form;
  field: 'bringAlong' | 'restrictions' | 'features';
  options: readonly V[];
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={label} {...form.getInputProps(field)}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt={6} spacing="xs">
        {options.map((option) => (
          <Checkbox key={option} value={option} label={t(`eventWizard.${field}.${option}`)} data-testid={`experience-${field}-${option}`} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

export function ExperienceStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <CheckboxList form={form} field="bringAlong" options={BRING_ALONG} label={t('eventWizard.experience.bringAlong')} />
      <CheckboxList form={form} field="restrictions" options={RESTRICTIONS} label={t('eventWizard.experience.restrictions')} />
      <CheckboxList form={form} field="features" options={EXPERIENCE_FEATURES} label={t('eventWizard.experience.features')} />
    </Stack>
  );
}

export function GuidesStep({ form, guides }: { form: Form; guides: { userId: string; fullName: string }[] }) {
  const { t } = useTranslation();
  if (guides.length === 0) return <Text c="dimmed">{t('eventWizard.guides.none')}</Text>;
  return (
    <Checkbox.Group label={t('eventWizard.guides.pick')} description={t('eventWizard.guides.help')} {...form.getInputProps('guideIds')}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt={8} spacing="xs">
        {guides.map((guide) => (
          <Checkbox key={guide.userId} value={guide.userId} label={guide.fullName} data-testid={`guide-${guide.userId}`} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
