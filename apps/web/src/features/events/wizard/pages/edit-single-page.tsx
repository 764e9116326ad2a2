import { Alert, Badge, Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TEvent } from '@foyer/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventName } from '../../event-display';
import { timeZoneName } from '../../../../shared/dates/format';
import { useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/api-client';
import { localizeErrors, localizeMessage } from '../../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../../shared/ui/confirm-modal';
import { errorText } from '../../../../shared/ui/error-snackbar';
import { PageLoading } from '../../../../shared/ui/page-states';
import { EventReadsFailure } from '../../components/detail-parts';
import { useEvent, useSeries } from '../../queries';
import { SingleScheduleFields, type ScheduleFieldsForm } from '../components/schedule-fields';
import { changedSingleBodyOf, editSingleValuesOf, validateEditSingle, type EditSingleValues } from '../edit-values';
import { useEditSingle } from '../mutations';
import { UnsavedChangesGuard } from '../../../../shared/ui/unsaved-changes-guard';

/**
 * /events/edit-single/:eventId — one occurrence's times, capacity or status (PUT …/edit-single).
 * A single event's own id (its page's Edit) stands for its one occurrence, as on the server: the
 * form is the occurrence's, read through its series.
 */
export default function EditSinglePage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const ofSingle = event.data && !event.data.occurrence && event.data.kind === 'Single' && event.data.occurrenceCount === 1;
  const series = useSeries(ofSingle ? eventId : undefined, { page: 1, size: 1 });
  const occurrenceId = series.data?.items[0]?.eventId;
  const occurrence = useEvent(ofSingle ? occurrenceId : undefined);
  const reads = ofSingle ? [event, series, occurrence] : [event];
  // Not found (or another museum's) says so, with the way back to the events; anything else can be tried again.
  if (reads.some((read) => read.isError)) return <EventReadsFailure reads={reads} operation={t('eventWizard.operations.load')} />;
  const edited = ofSingle ? occurrence.data : event.data;
  const noOccurrence = ofSingle ? series.data !== undefined && !occurrenceId : edited !== undefined && !edited.occurrence;
  if (noOccurrence) return <Alert color="orange">{t('eventWizard.editSingle.notOccurrence')}</Alert>;
  if (!edited) return <PageLoading />;
  return <EditSingleForm key={`${edited.eventId}:${edited.version}`} event={edited} />;
}

/** The fields that move the occurrence in time. */
const MOVING_FIELDS = ['startDate', 'startTime', 'endDate', 'endTime', 'allDay'] as const;

function EditSingleForm({ event }: { event: TEvent }) {
  const { t, i18n } = useTranslation();
  const save = useEditSingle(event.eventId);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // Buyers of a moved date are told unless staff untick it (the mail names the old and the new time).
  const [tellBuyers, setTellBuyers] = useState(true);
  const [initial] = useState(() => editSingleValuesOf(event));
  const form = useForm<EditSingleValues>({ initialValues: initial });
  const occurrence = event.occurrence!;
  // Moving a date moves its tickets and the places in carts with it: say so before saving, and offer to tell the buyers.
  const moving = MOVING_FIELDS.some((field) => form.values[field] !== initial[field]);
  const sold = occurrence.sold + occurrence.soldOffline;
  const canceled = occurrence.status === 'Canceled';
  // In the page's language where the event has it (as the event's own page), else its own.
  const name = eventName(event.generalInfo.names, event.defaultLanguage, i18n.language);

  useEffect(() => setMessage(null), [form.values]);

  const showError = (error: unknown) => {
    const text = error instanceof ApiError ? localizeMessage(error.message, t) : errorText(error, t);
    if (error instanceof ApiError) {
      // The server names the start and the end; the form has a date and a time for each.
      const field = (path: string) => (path === 'start' || path === 'end' ? `${path}${form.values.allDay ? 'Date' : 'Time'}` : path);
      form.setErrors(localizeErrors(Object.fromEntries(Object.entries(error.fields).map(([path, text]) => [field(path), text])), t));
    }
    setMessage({ color: 'red', text });
  };

  const submit = async () => {
    const errors = validateEditSingle(form.values, event.saleMode, event.tickets);
    form.setErrors(localizeErrors(errors, t));
    if (Object.keys(errors).length > 0) return;
    try {
      const told = moving && sold > 0 && tellBuyers;
      await save.mutateAsync({ ...changedSingleBodyOf(form.values, initial, event.saleMode), ...(told ? { tellBuyers: true } : {}) });
      form.resetDirty();
      setMessage({ color: 'green', text: t(told ? 'eventWizard.editSingle.savedTold' : 'eventWizard.editSingle.saved') });
    } catch (error) {
      showError(error);
    }
  };

  const setStatus = async (status: 'Published' | 'Canceled') => {
    try {
      await save.mutateAsync({ status });
      setConfirmCancel(false);
      setMessage(null);
    } catch (error) {
      setConfirmCancel(false);
      showError(error);
    }
  };

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={form.isDirty() && !save.isPending} />
      <div>
        <Title order={1} size="h2">
          {t('eventWizard.editSingle.title')}
        </Title>
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          {canceled && (
            <Badge color="red" variant="light" tt="none" data-testid="edit-single-canceled">
              {t('eventWizard.editSingle.canceled')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('eventWizard.editSingle.intro')} {t('eventWizard.editSingle.timesIn', { zone: timeZoneName(event.timeZone, i18n.language) })}
        </Text>
      </div>
      {message && (
        <Alert color={message.color} data-testid="edit-single-message">
          {message.text}
        </Alert>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack>
          <SingleScheduleFields form={form as unknown as ScheduleFieldsForm} />
          {event.saleMode === 'POOL' ? (
            <NumberInput
              label={t('eventWizard.editSingle.capacity')}
              description={
                occurrence.held > 0
                  ? t('eventWizard.editSingle.soldAndHeld', { sold, held: occurrence.held })
                  : t('eventWizard.editSingle.sold', { sold })
              }
              min={0}
              clampBehavior="none"
              allowDecimal={false}
              w={{ base: '100%', xs: 260 }}
              {...form.getInputProps('capacity')}
              data-testid="edit-single-capacity"
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {event.tickets.map((ticket, index) => (
                <NumberInput
                  key={ticket.id}
                  label={t('eventWizard.sales.capacityFor', { name: eventName(ticket.names, event.defaultLanguage, i18n.language) })}
                  description={t('eventWizard.editSingle.sold', { sold: ticket.sold + ticket.soldOffline })}
                  placeholder={t('eventWizard.tickets.infinite')}
                  min={0}
                  clampBehavior="none"
                  allowDecimal={false}
                  {...form.getInputProps(`ticketCapacities.${index}.capacity`)}
                  data-testid={`edit-single-ticket-${index}`}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
      {moving && (sold > 0 || occurrence.held > 0) && (
        <Alert color="yellow" data-testid="edit-single-moving">
          <Stack gap="xs">
            <Text size="sm">
              {sold > 0 && t('eventWizard.editSingle.movingSold', { count: sold })}
              {sold > 0 && !tellBuyers && ` ${t('eventWizard.editSingle.notTold')}`}
              {sold > 0 && occurrence.held > 0 && ' '}
              {occurrence.held > 0 && t('eventWizard.editSingle.movingHeld', { count: occurrence.held })}
            </Text>
            {sold > 0 && (
              <Checkbox
                checked={tellBuyers}
                onChange={(e) => setTellBuyers(e.currentTarget.checked)}
                label={t('eventWizard.editSingle.tellBuyers')}
                description={t('eventWizard.editSingle.tellBuyersHelp')}
                data-testid="edit-single-tell-buyers"
              />
            )}
          </Stack>
        </Alert>
      )}
      <Group justify="space-between">
        {canceled ? (
          <Button variant="default" onClick={() => void setStatus('Published')} loading={save.isPending} data-testid="edit-single-reopen">
            {t('eventWizard.editSingle.reopen')}
          </Button>
        ) : (
          <Button color="red" variant="light" onClick={() => setConfirmCancel(true)} data-testid="edit-single-cancel">
            {t('eventWizard.editSingle.cancelOccurrence')}
          </Button>
        )}
        <Button onClick={() => void submit()} loading={save.isPending} data-testid="edit-single-save">
          {t('eventWizard.editSingle.save')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirmCancel}
        title={t('eventWizard.editSingle.cancelTitle')}
        confirmLabel={t('eventWizard.editSingle.cancelOccurrence')}
        closeLabel={t('events.confirm.keep')}
        loading={save.isPending}
        onConfirm={() => void setStatus('Canceled')}
        onClose={() => setConfirmCancel(false)}
      >
        {t('eventWizard.editSingle.cancelBody')}
        {sold > 0 && <> {t('events.confirm.cancelSoldElsewhere', { count: sold })}</>}
        {occurrence.held > 0 && <> {t('events.confirm.cancelHeld', { count: occurrence.held })}</>}
      </ConfirmModal>
    </Stack>
  );
}
