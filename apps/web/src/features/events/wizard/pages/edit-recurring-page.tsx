import { Alert, Anchor, Button, Divider, Group, List, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type TEditRecurring, type TEvent } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventName } from '../../event-display';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../../shared/api/api-client';
import { formatDate, formatDateTime, formatTime } from '../../../../shared/dates/format';
import { localizeErrors, localizeMessage } from '../../../../shared/forms/server-messages';
import { errorText } from '../../../../shared/ui/error-snackbar';
import { PageLoading } from '../../../../shared/ui/page-states';
import { EventLoadFailure } from '../../components/detail-parts';
import { useEvent } from '../../queries';
import { OccurrencePreview, RecurringScheduleFields, type ScheduleFieldsForm } from '../components/schedule-fields';
import { editRecurringBodyOf, editRecurringValuesOf, validateEditRecurring, type EditRecurringValues } from '../edit-values';
import { useEditRecurring, type EditRecurringResult } from '../mutations';
import { initialWizardValues, noPlaces, type WizardValues } from '../wizard-values';
import { UnsavedChangesGuard } from '../../../../shared/ui/unsaved-changes-guard';
import { ConfirmModal } from '../../../../shared/ui/confirm-modal';
import { SaveRefusal } from '../../../../shared/ui/save-refusal';
import { SeriesDurationCheck } from '../components/duration-check';

const today = () => new Date().toLocaleDateString('sv-SE');
/** "Sun 06-12-2026 14:00": the weekday first, so staff see at a glance which days go. */
function removedDateText(date: { startsAt: string; allDay: boolean }, zone: string, locale: string) {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: zone }).format(new Date(date.startsAt));
  return `${weekday} ${date.allDay ? formatDate(date.startsAt, zone) : `${formatDate(date.startsAt, zone)} ${formatTime(date.startsAt, zone)}`}`;
}

/** The removed dates the confirmation lists by name; the rest are counted. */
const SHOWN_REMOVED = 10;

/** /events/edit-recurring/:eventId — the series from a date on (PUT …/edit-recurring), with what it did. */
export default function EditRecurringPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  // "Load the changes" after someone else saved: the form starts again from theirs.
  const [filling, setFilling] = useState(0);
  if (event.isPending) return <PageLoading />;
  // Not found (or another museum's) says so, with the way back to the events; anything else can be tried again.
  if (event.isError)
    return <EventLoadFailure error={event.error} operation={t('eventWizard.operations.load')} onRetry={() => void event.refetch()} />;
  if (event.data.kind !== 'Recurring') return <Alert color="orange">{t('eventWizard.editRecurring.notRecurring')}</Alert>;
  const reload = async () => {
    await event.refetch();
    setFilling((count) => count + 1);
  };
  return <EditRecurringForm key={filling} event={event.data} eventId={eventId} onReload={() => void reload()} />;
}

function EditRecurringForm({ event, eventId, onReload }: { event: TEvent; eventId: string; onReload(): void }) {
  const { t, i18n } = useTranslation();
  const save = useEditRecurring(eventId);
  const [error, setError] = useState<string | null>(null);
  // The version the form was filled from (then the one this form saved): a save by someone else since is refused.
  const [version, setVersion] = useState(event.version);
  const [stale, setStale] = useState(false);
  const [result, setResult] = useState<EditRecurringResult | null>(null);
  const [removing, setRemoving] = useState<{ body: TEditRecurring; dates: EditRecurringResult['removedDates'] } | null>(null);
  // Opened from one of its dates (?from=yyyy-MM-dd): from that date on, unless it is past.
  const [query] = useSearchParams();
  const from = query.get('from');
  const initial = editRecurringValuesOf(event, today());
  if (from && /^\d{4}-\d{2}-\d{2}$/.test(from) && from > initial.fromDate) initial.fromDate = from;
  const form = useForm<EditRecurringValues>({ initialValues: initial });
  // In the page's language where the event has it (as the event's own page), else its own.
  const name = eventName(event.generalInfo.names, event.defaultLanguage, i18n.language);
  const previewValues: WizardValues = {
    ...initialWizardValues(),
    ...form.values,
    scheduleKind: 'Recurring',
    firstDate: form.values.fromDate > form.values.firstDate ? form.values.fromDate : form.values.firstDate,
  };

  const submit = async () => {
    setError(null);
    setStale(false);
    setResult(null);
    const errors = validateEditRecurring(form.values, event.saleMode, event.tickets);
    form.setErrors(localizeErrors(errors, t));
    if (Object.keys(errors).length > 0) return;
    const body = { ...editRecurringBodyOf(form.values, event.saleMode), version };
    try {
      // Dates without sales that the new schedule drops are removed for good: staff see which first.
      const preview = await save.mutateAsync({ body, dryRun: true });
      if (preview.removed > 0) setRemoving({ body, dates: preview.removedDates });
      else await commit(body);
    } catch (failure) {
      showFailure(failure);
    }
  };

  const commit = async (body: TEditRecurring) => {
    try {
      const saved = await save.mutateAsync({ body });
      setResult(saved);
      setVersion(saved.event.version);
      form.resetDirty();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setRemoving(null);
    }
  };

  const showFailure = (failure: unknown) => {
    if (failure instanceof ApiError) form.setErrors(localizeErrors(failure.fields, t));
    setStale(failure instanceof ApiError && failure.code === 'stale_version');
    setError(failure instanceof ApiError ? localizeMessage(failure.message, t) : errorText(failure, t));
  };

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={form.isDirty() && !save.isPending} />
      <div>
        <Title order={1} size="h2">
          {t('eventWizard.editRecurring.title')}
        </Title>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {t('eventWizard.editRecurring.intro')}
        </Text>
      </div>
      {error && <SaveRefusal message={error} stale={stale} onReload={onReload} testId="edit-recurring" />}
      {result && (
        <Alert color="green" data-testid="edit-recurring-result">
          <Stack gap={4}>
            <Text size="sm">
              {t('eventWizard.editRecurring.result', { created: result.created, updated: result.updated, removed: result.removed })}
            </Text>
            {result.kept.length === 0 ? (
              <Text size="sm">{t('eventWizard.editRecurring.keptNone')}</Text>
            ) : (
              <>
                <Text size="sm" fw={600}>
                  {t('eventWizard.editRecurring.kept')}
                </Text>
                <List size="sm">
                  {result.kept.map((occurrence) =>
                    occurrence ? (
                      <List.Item key={occurrence.eventId}>
                        {/* Its page is where staff cancel it or let it be. */}
                        <Anchor component={Link} to={`/events/${occurrence.eventId}`} size="sm" underline="always">
                          {formatDateTime(occurrence.startsAt, event.timeZone)}
                        </Anchor>{' '}
                        — {/* Places in carts keep a date too: "0 sold" alone read as kept for nothing. */}
                        {occurrence.held > 0
                          ? t('eventWizard.editSingle.soldAndHeld', {
                              sold: occurrence.sold + occurrence.soldOffline,
                              held: occurrence.held,
                            })
                          : t('eventWizard.editSingle.sold', { sold: occurrence.sold + occurrence.soldOffline })}
                        {/* Kept for its sales, a date stays on sale: staff who dropped its day may expect otherwise (a review walk). */}
                        {` — ${t(occurrence.status === 'Canceled' ? 'eventWizard.editRecurring.keptOffSale' : 'eventWizard.editRecurring.keptOnSale')}`}
                      </List.Item>
                    ) : null,
                  )}
                </List>
              </>
            )}
          </Stack>
        </Alert>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack>
          <DatePickerInput
            label={t('eventWizard.editRecurring.fromDate')}
            valueFormat="DD-MM-YYYY"
            w={{ base: '100%', xs: 260 }}
            {...form.getInputProps('fromDate')}
            data-testid="edit-recurring-from"
          />
          <Divider />
          <RecurringScheduleFields form={form as unknown as ScheduleFieldsForm} />
          <SeriesDurationCheck
            values={previewValues}
            zone={event.timeZone}
            eventId={event.eventId}
            durationMinutes={event.durationMinutes}
          />
          {event.saleMode === 'POOL' ? (
            <NumberInput
              label={t('eventWizard.sales.poolCapacity')}
              description={noPlaces(form.values.poolCapacity) ? t('eventWizard.sales.noPlaces') : undefined}
              min={0}
              clampBehavior="none"
              allowDecimal={false}
              w={{ base: '100%', xs: 260 }}
              {...form.getInputProps('poolCapacity')}
              data-testid="edit-recurring-pool"
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {event.tickets.map((ticket, index) => (
                <NumberInput
                  key={ticket.id}
                  label={t('eventWizard.sales.capacityFor', { name: eventName(ticket.names, event.defaultLanguage, i18n.language) })}
                  placeholder={t('eventWizard.tickets.infinite')}
                  description={noPlaces(form.values.ticketCapacities[index]?.capacity) ? t('eventWizard.sales.noPlacesForType') : undefined}
                  min={0}
                  clampBehavior="none"
                  allowDecimal={false}
                  {...form.getInputProps(`ticketCapacities.${index}.capacity`)}
                  data-testid={`edit-recurring-ticket-${index}`}
                />
              ))}
            </SimpleGrid>
          )}
          <Divider />
          <OccurrencePreview values={previewValues} zone={event.timeZone} kept={result?.kept} />
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={save.isPending} data-testid="edit-recurring-save">
          {t('eventWizard.editRecurring.save')}
        </Button>
      </Group>
      <ConfirmModal
        opened={removing !== null}
        title={t('eventWizard.editRecurring.removeTitle', { count: removing?.dates.length ?? 0 })}
        confirmLabel={t('eventWizard.editRecurring.removeConfirm')}
        closeLabel={t('eventWizard.editRecurring.removeBack')}
        loading={save.isPending}
        onConfirm={() => removing && void commit(removing.body)}
        onClose={() => setRemoving(null)}
      >
        <Stack gap="xs">
          <Text size="sm">{t('eventWizard.editRecurring.removeBody', { count: removing?.dates.length ?? 0 })}</Text>
          <List size="sm" data-testid="edit-recurring-removed">
            {removing?.dates.slice(0, SHOWN_REMOVED).map((date) => (
              <List.Item key={date.startsAt}>{removedDateText(date, event.timeZone, i18n.language)}</List.Item>
            ))}
          </List>
          {removing && removing.dates.length > SHOWN_REMOVED && (
            <Text size="sm">{t('eventWizard.editRecurring.removeMore', { count: removing.dates.length - SHOWN_REMOVED })}</Text>
          )}
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
