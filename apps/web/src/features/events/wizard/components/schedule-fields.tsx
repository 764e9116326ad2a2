import { Alert, Chip, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { dailyTimes, expandSchedule, TooManyOccurrences, MAX_OCCURRENCES } from '@foyer/domain';
import { EVENT_MESSAGES, MESSAGES, PERIODICITY_OPTIONS, type TOccurrence } from '@foyer/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime, timeZoneName } from '../../../../shared/dates/format';
import { TimeField } from '../../../../shared/ui/time-field';
import { validateSchedule } from '../wizard-validation';
import { DailyTimesFields, startTimeProps } from './daily-times-fields';
import { scheduleOf, type WizardValues } from '../wizard-values';
import { withKept } from '../kept-dates';

/** The schedule fields any of the forms share; each form maps its own values on them. */
export type ScheduleFieldsForm = Pick<
  UseFormReturnType<WizardValues>,
  'getInputProps' | 'insertListItem' | 'removeListItem' | 'setFieldValue'
> & {
  values: Pick<WizardValues, 'periodicity' | 'allDay' | 'startTime' | 'endTime' | 'additionalTimes'>;
};

const dateProps = { valueFormat: 'DD-MM-YYYY', clearable: false, firstDayOfWeek: 1 as const };

/**
 * A date field of the form. The form keeps '' for "not chosen yet"; Mantine reads '' as a date and
 * shows dayjs('')'s "Invalid Date", so the field gets null (empty) instead, and '' back on clearing.
 */
function dateFieldProps(form: Pick<UseFormReturnType<WizardValues>, 'getInputProps'>, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: (props.value as string | null | undefined) || null,
    onChange: (value: string | null) => props.onChange(value ?? ''),
  };
}

export function SingleScheduleFields({ form }: { form: ScheduleFieldsForm }) {
  const { t } = useTranslation();
  const start = dateFieldProps(form, 'startDate');
  const end = dateFieldProps(form, 'endDate');
  // Most events end the day they start: a start date chosen fills an empty end date, or one now before it.
  const chooseStart = (value: string | null) => {
    start.onChange(value);
    if (value && (!end.value || end.value < value)) end.onChange(value);
  };
  return (
    <Stack gap="sm">
      <Switch
        label={t('eventWizard.schedule.allDay')}
        {...form.getInputProps('allDay', { type: 'checkbox' })}
        data-testid="schedule-all-day"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DatePickerInput
          label={t('eventWizard.schedule.startDate')}
          {...dateProps}
          {...start}
          onChange={chooseStart}
          data-testid="schedule-start-date"
        />
        {!form.values.allDay && (
          <TimeField
            label={t('eventWizard.schedule.startTime')}
            // On one day the end follows the start; over several days it is the staff's own.
            {...startTimeProps(form, 'startTime', 'endTime', start.value !== null && start.value === end.value)}
            data-testid="schedule-start-time"
          />
        )}
        <DatePickerInput label={t('eventWizard.schedule.endDate')} {...dateProps} {...end} data-testid="schedule-end-date" />
        {!form.values.allDay && (
          <TimeField label={t('eventWizard.schedule.endTime')} {...form.getInputProps('endTime')} data-testid="schedule-end-time" />
        )}
      </SimpleGrid>
    </Stack>
  );
}

export function RecurringScheduleFields({ form }: { form: ScheduleFieldsForm }) {
  const { t } = useTranslation();
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map(String);
  const daysProps = form.getInputProps('daysOfWeek');
  // The chips are checkboxes: one group named by its label, its error read with it.
  const daysId = useId();
  const daysError = typeof daysProps.error === 'string' ? daysProps.error : null;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={t('eventWizard.schedule.periodicity')}
          data={PERIODICITY_OPTIONS.map((value) => ({ value, label: t(`eventWizard.periodicity.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('periodicity')}
          data-testid="schedule-periodicity"
        />
        <NumberInput
          label={t('eventWizard.schedule.interval')}
          min={1}
          max={365}
          // Said, not silently clamped on blur (which also swallowed the Next clicked from the field).
          clampBehavior="none"
          allowDecimal={false}
          rightSectionWidth={90}
          rightSection={
            <Text size="sm" c="dimmed">
              {t(`eventWizard.schedule.intervalUnit.${form.values.periodicity}`)}
            </Text>
          }
          {...form.getInputProps('interval')}
          data-testid="schedule-interval"
        />
      </SimpleGrid>
      {form.values.periodicity === 'Weekly' && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${daysId}-label`}>
            {t('eventWizard.schedule.daysOfWeek')}
          </Text>
          <Chip.Group multiple value={daysProps.value as string[]} onChange={daysProps.onChange as (value: string[]) => void}>
            <Group gap={6} role="group" aria-labelledby={`${daysId}-label`} aria-describedby={daysError ? `${daysId}-error` : undefined}>
              {weekdays.map((day) => (
                <Chip key={day} value={day} size="sm" aria-invalid={daysError ? true : undefined} data-testid={`schedule-day-${day}`}>
                  {t(`eventWizard.weekdays.${day}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {daysError && (
            <Text size="xs" c="red" id={`${daysId}-error`} role="alert">
              {daysError}
            </Text>
          )}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DatePickerInput
          label={t('eventWizard.schedule.firstDate')}
          {...dateProps}
          {...dateFieldProps(form, 'firstDate')}
          data-testid="schedule-first-date"
        />
        <DatePickerInput
          label={t('eventWizard.schedule.lastDate')}
          {...dateProps}
          {...dateFieldProps(form, 'lastDate')}
          data-testid="schedule-last-date"
        />
      </SimpleGrid>
      <Switch label={t('eventWizard.schedule.allDay')} {...form.getInputProps('allDay', { type: 'checkbox' })} />
      {!form.values.allDay && <DailyTimesFields form={form} />}
    </Stack>
  );
}

const PREVIEW_COUNT = 8;

/** "01-12-2026 14:00–15:30", or both ends in full when it ends on another day. */
function occurrenceText(occurrence: { startsAt: Date; endsAt: Date }, zone: string, locale: string) {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: zone }).format(occurrence.startsAt);
  const startDay = `${weekday} ${formatDate(occurrence.startsAt, zone)}`;
  return formatDate(occurrence.startsAt, zone) === formatDate(occurrence.endsAt, zone)
    ? `${startDay} ${formatTime(occurrence.startsAt, zone)}–${formatTime(occurrence.endsAt, zone)}`
    : `${weekday} ${formatDateTime(occurrence.startsAt, zone)} – ${formatDateTime(occurrence.endsAt, zone)}`;
}

/**
 * The first occurrences the schedule gives, in the venue's zone (as the server will expand it).
 * `kept`, after a series is saved: its dates kept as they were for their sales. Each stands where
 * the schedule's date of the same start would (the server makes none beside it), or among them,
 * so the list shows the times the series has, not the ones the form asks for.
 */
export function OccurrencePreview({
  values,
  zone,
  kept = [],
}: {
  values: WizardValues;
  zone: string;
  kept?: readonly Pick<TOccurrence, 'startsAt' | 'endsAt'>[];
}) {
  const { t, i18n } = useTranslation();
  const problems = Object.values(validateSchedule(values));
  if (problems.length > 0) {
    // Something left empty, or filled in but not right (times that clash): said apart.
    const unfilled = problems.some((problem) => problem === EVENT_MESSAGES.scheduleRequired || problem === MESSAGES.required);
    return (
      <Text size="sm" c="dimmed" data-testid="occurrence-preview-empty">
        {t(unfilled ? 'eventWizard.schedule.previewEmpty' : 'eventWizard.schedule.previewInvalid')}
      </Text>
    );
  }
  let occurrences: { startsAt: Date; endsAt: Date; kept?: boolean }[];
  try {
    occurrences = withKept(expandSchedule(scheduleOf(values), zone), kept);
  } catch (error) {
    if (error instanceof TooManyOccurrences) {
      return (
        <Alert color="orange" data-testid="occurrence-preview-too-many">
          {t('eventWizard.schedule.tooMany', { count: MAX_OCCURRENCES })}
        </Alert>
      );
    }
    return null;
  }
  const now = Date.now();
  const over = occurrences.filter((occurrence) => occurrence.endsAt.getTime() <= now).length;
  // Several times a day: whole days are shown, and the day's times said once above them.
  const schedule = scheduleOf(values);
  const times = schedule.kind === 'Recurring' && !schedule.allDay ? dailyTimes(schedule) : [];
  const shown = times.length > 1 ? Math.ceil(PREVIEW_COUNT / times.length) * times.length : PREVIEW_COUNT;
  return (
    <Stack gap={4} data-testid="occurrence-preview">
      <Text size="sm" fw={500}>
        {t('eventWizard.schedule.preview', { zone: timeZoneName(zone, i18n.language) })}
      </Text>
      {times.length > 1 && (
        <Text size="sm" data-testid="occurrence-preview-times">
          {/* A range never breaks across lines ("11:00–" above "11:30"): the en dash is joined to both times. */}
          {t('eventWizard.schedule.eachDay', {
            times: times.map((time) => `${time.startTime}\u2060–\u2060${time.endTime}`).join(', '),
          })}
        </Text>
      )}
      <Table withTableBorder striped fz="sm">
        <Table.Tbody>
          {occurrences.slice(0, shown).map((occurrence) => (
            <Table.Tr key={occurrence.startsAt.toISOString()} data-testid={occurrence.kept ? 'occurrence-preview-kept' : undefined}>
              <Table.Td>
                {occurrenceText(occurrence, zone, i18n.language)}
                {occurrence.kept && (
                  <Text span size="xs" c="dimmed">
                    {` · ${t('eventWizard.schedule.keptForSales')}`}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" data-testid="occurrence-preview-count">
        {t('eventWizard.schedule.previewCount', { count: occurrences.length })}
      </Text>
      {/* Dates in the past are allowed (a record of what was held) but never on sale: said, not refused. */}
      {over > 0 && (
        <Alert color="orange" data-testid="occurrence-preview-past">
          {over === occurrences.length
            ? t('eventWizard.schedule.allOver', { count: over })
            : t('eventWizard.schedule.someOver', { count: over })}
        </Alert>
      )}
    </Stack>
  );
}
