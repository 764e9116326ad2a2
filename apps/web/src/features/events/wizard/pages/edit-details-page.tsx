import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, type TEvent, type TVenue } from '@foyer/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/api-client';
import { focusFirstInvalid } from '../../../../shared/forms/focus-first-invalid';
import { localizeErrors, localizeMessage } from '../../../../shared/forms/server-messages';
import { errorText } from '../../../../shared/ui/error-snackbar';
import { PageLoading } from '../../../../shared/ui/page-states';
import { EventReadsFailure } from '../../components/detail-parts';
import { UnsavedChangesGuard } from '../../../../shared/ui/unsaved-changes-guard';
import { venuesQuery } from '../../../venues/queries';
import { eventName, soldOverEvent } from '../../event-display';
import { useEvent, useEventTypes } from '../../queries';
import { ExperienceStep, GeneralStep } from '../components/info-steps';
import { AddTicketButton, RefundStep, TicketCard } from '../components/ticket-steps';
import { SaveRefusal } from '../../../../shared/ui/save-refusal';
import { useCurrency } from '../../../../shared/hooks/use-currency';
import { useEditDetails } from '../mutations';
import { validateGeneral, validateSales, validateTickets } from '../wizard-validation';
import { detailsFormField, detailsValuesOf, editDetailsBodyOf, mayRemoveSaved, withTicketsRestored } from '../details-values';
import { type WizardValues } from '../wizard-values';

/**
 * /events/edit-details/:eventId — what describes an event (PUT …/details), with the wizard's own
 * fields: names, type, languages, place, duration, experience, refund policy, and its ticket types
 * (new ones may be added). An occurrence's id edits its event.
 */
export default function EditDetailsPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const eventTypes = useEventTypes();
  const venues = useQuery(venuesQuery());
  const reads = [event, eventTypes, venues];
  // Not found (or another museum's) says so, with the way back to the events; anything else can be tried again.
  if (reads.some((read) => read.isError)) return <EventReadsFailure reads={reads} operation={t('eventWizard.operations.load')} />;
  if (!event.data || !eventTypes.data || !venues.data) return <PageLoading />;
  return (
    <EditDetailsForm
      key={`${event.data.eventId}:${event.data.version}`}
      event={event.data}
      eventTypes={eventTypes.data}
      venues={venues.data}
      onReload={() => void event.refetch()}
    />
  );
}

interface FormProps {
  event: TEvent;
  eventTypes: { id: string; name: string }[];
  venues: TVenue[];
  /** Reads the event again: a newer version starts the form anew from it. */
  onReload(): void;
}

function EditDetailsForm({ event, eventTypes, venues, onReload }: FormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const currency = useCurrency();
  // Viewed through one of its dates, the event is the date's parent.
  const target = event.parentId ?? event.eventId;
  const save = useEditDetails(target);
  const [failure, setFailure] = useState<string | null>(null);
  // Someone else saved since this form was filled: theirs must be loaded before saving again.
  const [stale, setStale] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const form = useForm<WizardValues>({ initialValues: detailsValuesOf(event, i18n.language) });
  const name = eventName(event.generalInfo.names, event.defaultLanguage, i18n.language);
  const sold = soldOverEvent(event);
  // The dates were planned in the event's zone: a place in another would move them all (the server refuses it).
  const sameZone = venues.filter((venue) => venue.timeZone === event.timeZone || venue.venueId === form.values.venueId);
  const otherZones = venues.length - sameZone.length;

  const submit = async () => {
    setFailure(null);
    setStale(false);
    // The wizard's own checks; the sales step's only for quantities that are dates' capacities.
    const errors = {
      ...validateGeneral(form.values),
      ...validateTickets(form.values, i18n.language),
      ...(event.saleMode === 'INDIVIDUAL' ? validateSales(form.values) : {}),
    };
    form.setErrors(localizeErrors(errors, t));
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid(() => topRef.current);
      return;
    }
    const body = editDetailsBodyOf(form.values, event, i18n.language);
    try {
      await save.mutateAsync(body);
      form.resetDirty();
      void navigate(`/events/${encodeURIComponent(event.eventId)}`, { state: { notice: 'detailsSaved' } });
    } catch (error) {
      if (error instanceof ApiError) {
        setStale(error.code === 'stale_version');
        // A saved ticket type that may not go (sold or held meanwhile) comes back on the page, named in the refusal.
        const refusedRemovals = Object.keys(error.fields)
          .map((path) => /^removeTicketIds\.(\d+)$/.exec(path)?.[1])
          .flatMap((index) => (index === undefined ? [] : [body.removeTicketIds?.[Number(index)] ?? '']));
        if (refusedRemovals.length > 0) {
          form.setFieldValue('tickets', withTicketsRestored(form.values, event, refusedRemovals, i18n.language));
          const stored = event.tickets.find((ticket) => ticket.id === refusedRemovals[0]);
          const storedName = stored ? eventName(stored.names, event.defaultLanguage, i18n.language) : '';
          setFailure(`${storedName}: ${localizeMessage(error.message, t)}`);
          focusFirstInvalid(() => topRef.current);
          return;
        }
        const fields = Object.fromEntries(Object.entries(error.fields).map(([path, text]) => [detailsFormField(path), text]));
        form.setErrors(localizeErrors(fields, t));
        // A ticket type's refusal ("below what is sold") names which one at the top too.
        const ticketIndex = Object.keys(error.fields)
          .map((path) => /^tickets\.(\d+)\./.exec(path)?.[1])
          .find((index) => index !== undefined);
        // Named as the form has it (a ticket type added here has no stored name yet).
        const ticket = ticketIndex === undefined ? undefined : form.values.tickets[Number(ticketIndex)];
        const ticketName = ticket ? eventName(ticket.names, event.defaultLanguage, i18n.language) : '';
        const message = localizeMessage(error.message, t);
        setFailure(ticketName ? `${ticketName}: ${message}` : message);
        focusFirstInvalid(() => topRef.current);
      } else setFailure(errorText(error, t));
    }
  };

  return (
    <Stack gap="md" ref={topRef}>
      <UnsavedChangesGuard dirty={form.isDirty() && !save.isPending} />
      <div>
        <Title order={1} size="h2">
          {t('eventWizard.editDetails.title')}
        </Title>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {t('eventWizard.editDetails.intro')}
        </Text>
      </div>
      {failure && <SaveRefusal message={failure} stale={stale} onReload={onReload} testId="edit-details" />}
      <DetailsSection id="details-general" title={t('eventWizard.steps.general')}>
        <GeneralStep form={form} eventTypes={eventTypes} venues={sameZone} />
        {otherZones > 0 && (
          <Text size="sm" c="dimmed" data-testid="edit-details-other-zones">
            {t('eventWizard.editDetails.otherZones', { count: otherZones, zone: event.timeZone })}
          </Text>
        )}
        {event.timeZone !== DEFAULT_TIME_ZONE && form.values.locationKind === 'Online' && (
          <Alert color="yellow">{t('eventWizard.editDetails.onlineZone', { zone: DEFAULT_TIME_ZONE })}</Alert>
        )}
      </DetailsSection>
      <DetailsSection id="details-experience" title={t('eventWizard.steps.experience')}>
        <ExperienceStep form={form} />
      </DetailsSection>
      <DetailsSection id="details-tickets" title={t('eventWizard.steps.tickets')}>
        <Text size="sm" c="dimmed">
          {t('eventWizard.editDetails.ticketsIntro')}
        </Text>
        {typeof form.errors.tickets === 'string' && (
          <Alert color="red" data-testid="tickets-error">
            {form.errors.tickets}
          </Alert>
        )}
        {form.values.tickets.map((ticket, index) => (
          <TicketCard
            key={ticket.key}
            form={form}
            index={index}
            t={t}
            locale={i18n.language}
            currency={currency}
            // One added here may go again; a saved one while nothing of it is sold (else it is taken off sale).
            removable={(() => {
              const stored = event.tickets.find((saved) => saved.id === ticket.key);
              return !stored || mayRemoveSaved(event, stored);
            })()}
            withOnSale={event.tickets.some((stored) => stored.id === ticket.key)}
            withQuantity={event.saleMode === 'INDIVIDUAL'}
          />
        ))}
        <AddTicketButton form={form} />
      </DetailsSection>
      {/* The refund policy's own label names this section. */}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="sm">
          <RefundStep form={form} />
          {sold > 0 && (
            <Text size="sm" c="dimmed" data-testid="edit-details-refund-sold">
              {t('eventWizard.editDetails.refundSold', { count: sold })}
            </Text>
          )}
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate(-1)} data-testid="edit-details-back">
          {t('eventWizard.nav.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending} data-testid="edit-details-save">
          {t('eventWizard.editDetails.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One part of the page: a titled card, named by its title for assistive technology. */
function DetailsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
