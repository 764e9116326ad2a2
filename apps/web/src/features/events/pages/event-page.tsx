import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconListDetails, IconScan } from '@tabler/icons-react';
import { EVENTS_AREA, LANGUAGES, ORDERS_AREA, type TCapacity, type TEvent, TICKETS_AREA } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { usePermissions } from '../../../app/session';
import { formatDateTime } from '../../../shared/dates/format';
import { EventLoadFailure, Field, Fields, Section } from '../components/detail-parts';
import { BackLink } from '../../../shared/ui/page-header';
import { PageLoading } from '../../../shared/ui/page-states';
import { EventStatusBadge, StaffingBadge, TimeLabelBadge } from '../components/event-badges';
import { BoxOffice } from '../../box-office/components/box-office';
import { CanceledRefunds } from '../components/canceled-refunds';
import { EventActions } from '../components/event-actions';
import { EventImageSection } from '../components/event-image';
import { TicketsTable } from '../components/tickets-table';
import { boxOfficeOver, boxOfficeTarget } from '../../box-office/box-office';
import { displayedVisibility, durationText, eventName, eventTypeLabel, isGuided, localDateTime, timeLabel } from '../event-display';
import { useEvent, useSeries } from '../queries';
import { dailyTimes } from '@foyer/domain';
import { SameDayTimes } from '../components/same-day-times';

const GUIDE_COLORS = { REQUESTED: 'orange', ACCEPTED: 'green', REJECTED: 'gray', CONFIRMED_BY_ADMIN: 'green' } as const;

/** /events/:eventId — an event, or one occurrence of it, with its tickets, capacity and guides. */
export default function EventPage() {
  const { eventId } = useParams();
  const { t } = useTranslation();
  const query = useEvent(eventId);

  if (query.isError) {
    return <EventLoadFailure error={query.error} operation={t('events.operations.loadEvent')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <PageLoading />;
  return <EventDetails event={query.data} />;
}

function EventDetails({ event }: { event: TEvent }) {
  const { t, i18n } = useTranslation();
  const { can } = usePermissions();
  // The wizard arrives here with a notice: created, or created without its guides.
  const arrival = (useLocation().state as { notice?: 'created' | 'guidesFailed' | 'detailsSaved' } | null)?.notice;
  const [notice, setNotice] = useState<string | null>(
    arrival === 'created' ? t('eventWizard.publish.created') : arrival === 'detailsSaved' ? t('eventWizard.editDetails.saved') : null,
  );
  const [warning, setWarning] = useState<string | null>(arrival === 'guidesFailed' ? t('eventWizard.guides.assignFailed') : null);
  const name = eventName(event.generalInfo.names, event.defaultLanguage, i18n.language);
  const occurrence = event.occurrence;
  const ofSeries = occurrence !== null && event.kind === 'Recurring';
  const status = ofSeries ? occurrence.status : event.status;
  const label = occurrence ? timeLabel(occurrence.startsAt, occurrence.endsAt) : timeLabel(event.firstStartsAt, event.lastEndsAt);
  const staffing = occurrence ? occurrence.staffing : event.staffing;
  const guided = isGuided(event.generalInfo.eventType.name, staffing);
  const duration = durationText(event.durationMinutes);
  const guides = occurrence
    ? event.guides.filter((guide) => guide.occurrenceId === null || guide.occurrenceId === occurrence.eventId)
    : event.guides;
  // The door's list of one date's tickets (/scanTicket, find by event): an occurrence of a series, or a single event's one date.
  const doorListId = ofSeries ? occurrence.eventId : event.kind === 'Single' ? event.eventId : null;
  const canScan = can(TICKETS_AREA.read);
  // The desk sells for a published occurrence that has not ended (checked at render: a page left open past the end shows it until the next refresh, and the server refuses then).
  const saleTarget = boxOfficeTarget(event);
  const list = (items: readonly string[], prefix: string) => items.map((item) => t(`${prefix}.${item}`)).join(', ');

  return (
    <Stack data-testid="event-page">
      <Stack gap={4}>
        <BackLink
          to={ofSeries ? `/events/${occurrence.parentId}` : '/events'}
          label={ofSeries ? t('events.detail.parent') : t('events.detail.back')}
        />
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            {ofSeries && (
              <Text size="sm" c="dimmed" data-testid="occurrence-of">
                {t('events.detail.occurrenceOf', { name })}
              </Text>
            )}
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="event-title">
              {ofSeries ? localDateTime(occurrence.start, occurrence.allDay) : name}
            </Title>
            <Group gap={6}>
              <EventStatusBadge status={status} />
              {status !== 'Canceled' && <TimeLabelBadge label={label} />}
              {status !== 'Canceled' && guided && <StaffingBadge staffing={staffing} />}
              {ofSeries && occurrence.edited && (
                <Badge color="yellow" variant="light" style={{ textTransform: 'none' }}>
                  {t('events.detail.edited')}
                </Badge>
              )}
            </Group>
            {ofSeries && occurrence.parentId && (
              <SameDayTimes seriesId={occurrence.parentId} occurrence={occurrence} timeZone={event.timeZone} />
            )}
          </Stack>
          <Stack gap={4} align="flex-start">
            {event.kind === 'Recurring' && (
              <Anchor component={Link} to={`/events/${event.parentId ?? event.eventId}/series`} size="sm" data-testid="series-link">
                <Group gap={4} component="span">
                  <IconListDetails size={16} />
                  {t('events.detail.series')}
                </Group>
              </Anchor>
            )}
            {canScan && doorListId && (
              <Anchor
                component={Link}
                to={`/scanTicket?mode=event&event=${encodeURIComponent(doorListId)}`}
                size="sm"
                data-testid="door-list-link"
              >
                <Group gap={4} component="span">
                  <IconScan size={16} />
                  {t('events.detail.doorList')}
                </Group>
              </Anchor>
            )}
          </Stack>
        </Group>
      </Stack>

      {can(EVENTS_AREA.write) && <EventActions event={event} name={name} canRefund={can(ORDERS_AREA.write)} onDone={setNotice} />}
      {warning && (
        <Alert color="orange" withCloseButton onClose={() => setWarning(null)} data-testid="event-warning">
          {warning}
        </Alert>
      )}
      {notice && (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)} data-testid="event-notice">
          {notice}
        </Alert>
      )}

      {status === 'Canceled' && can(ORDERS_AREA.read) && (
        <CanceledRefunds
          target={ofSeries ? occurrence.eventId : (event.parentId ?? event.eventId)}
          ofSeries={ofSeries}
          canRefund={can(ORDERS_AREA.write)}
          // "Its buyers are being refunded", said after the cancel, is no longer true once they are.
          onRefundsDone={() =>
            setNotice((current) =>
              current === t('events.done.canceledRefunding') || current === t('events.done.canceledDateRefunding')
                ? t(ofSeries ? 'events.done.canceledDate' : 'events.done.canceled')
                : current,
            )
          }
        />
      )}

      {saleTarget && (
        <BoxOffice event={event} target={saleTarget} canSell={can(ORDERS_AREA.write)} canPrint={can(TICKETS_AREA.offlineTickets)} />
      )}
      {/* The desk closed because the date is over: said where it was (it just disappeared). */}
      {!saleTarget && (can(ORDERS_AREA.write) || can(TICKETS_AREA.offlineTickets)) && boxOfficeOver(event) && (
        <Text size="sm" c="dimmed" data-testid="box-office-over">
          {t('events.boxOffice.over')}
        </Text>
      )}

      <EventImageSection event={event} name={name} canEdit={can(EVENTS_AREA.write)} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('events.detail.general')} testId="event-general">
          <Fields>
            <Field label={t('events.detail.names')}>
              {LANGUAGES.filter((language) => event.generalInfo.names[language]?.trim()).map((language) => (
                <div key={language}>
                  <Text span c="dimmed" size="xs" tt="uppercase">
                    {language}
                  </Text>{' '}
                  {event.generalInfo.names[language]}
                </div>
              ))}
            </Field>
            <Field label={t('events.detail.type')}>{eventTypeLabel(event.generalInfo.eventType.name, t)}</Field>
            <Field label={t('events.detail.category')}>{event.generalInfo.category ?? ''}</Field>
            <Field label={t('events.detail.languages')}>{list(event.generalInfo.languages, 'events.languages')}</Field>
            <Field label={t('events.detail.display')}>{event.generalInfo.display ? t('common.yes') : t('common.no')}</Field>
            <Field label={t('events.detail.visibility')}>{t(`events.visibility.${displayedVisibility(event.visibility)}`)}</Field>
            <Field label={t('events.detail.location')}>
              {event.location.kind === 'Venue' ? (
                (event.venueName ?? '')
              ) : (
                <>
                  {t('events.online')} ·{' '}
                  <Anchor href={event.location.url} target="_blank" rel="noreferrer" size="sm">
                    {event.location.url}
                  </Anchor>
                </>
              )}
            </Field>
            <Field label={t('events.detail.duration')}>{t(duration.key, duration.values)}</Field>
            <Field label={t('events.detail.status')}>{t(`events.statuses.${event.status}`)}</Field>
            <Field label={t('events.detail.publishAt')}>{event.publishAt ? formatDateTime(event.publishAt, event.timeZone) : ''}</Field>
            <Field label={t('events.detail.refundPolicy')}>{t(`events.refundPolicies.${event.refundPolicy}`)}</Field>
          </Fields>
        </Section>

        <Stack gap="md">
          <Section title={t('events.detail.schedule')} testId="event-schedule">
            <Fields>
              <Field label={t('events.detail.kind')}>{t(`events.kinds.${event.kind}`)}</Field>
              {occurrence ? (
                <>
                  <Field label={t('events.detail.start')}>{localDateTime(occurrence.start, occurrence.allDay)}</Field>
                  <Field label={t('events.detail.end')}>{localDateTime(occurrence.end, occurrence.allDay)}</Field>
                </>
              ) : (
                <>
                  <Field label={t('events.detail.firstStart')}>{formatDateTime(event.firstStartsAt, event.timeZone)}</Field>
                  <Field label={t('events.detail.lastEnd')}>{formatDateTime(event.lastEndsAt, event.timeZone)}</Field>
                  <Field label={t('events.detail.occurrences')}>{event.occurrenceCount}</Field>
                  {event.schedule.kind === 'Recurring' && !event.schedule.allDay && (
                    <Field label={t('events.detail.timesOfDay')}>
                      <span data-testid="event-times-of-day">
                        {dailyTimes(event.schedule)
                          .map((time) => `${time.startTime}–${time.endTime}`)
                          .join(', ')}
                      </span>
                    </Field>
                  )}
                </>
              )}
            </Fields>
          </Section>

          {occurrence ? (
            <OccurrenceCapacity capacity={occurrence} canceled={occurrence.status === 'Canceled' || event.status === 'Canceled'} />
          ) : (
            event.kind === 'Single' && <SingleEventCapacity eventId={event.eventId} eventCanceled={event.status === 'Canceled'} />
          )}

          <Section title={t('events.detail.experience')} testId="event-experience">
            <Fields>
              <Field label={t('events.detail.bringAlong')}>{list(event.experience.bringAlong, 'events.bringAlong')}</Field>
              <Field label={t('events.detail.restrictions')}>{list(event.experience.restrictions, 'events.restrictions')}</Field>
              <Field label={t('events.detail.features')}>{list(event.experience.features, 'events.features')}</Field>
            </Fields>
          </Section>
        </Stack>
      </SimpleGrid>

      <Section title={t('events.detail.tickets')} testId="event-tickets">
        <Fields>
          <Field label={t('events.detail.saleMode')}>{t(`events.saleModes.${event.saleMode}`)}</Field>
          {/* On one date of a series, this is the series' rule, which that date may differ from (its capacity is above). */}
          {event.saleMode === 'POOL' && (
            <Field
              label={t(event.occurrence && event.kind === 'Recurring' ? 'events.detail.seriesPoolCapacity' : 'events.detail.poolCapacity')}
            >
              {event.poolCapacity ?? ''}
            </Field>
          )}
        </Fields>
        <TicketsTable
          label={t('events.detail.tickets')}
          tickets={event.tickets}
          currency={event.currency}
          defaultLanguage={event.defaultLanguage}
          perTypeCounts={event.saleMode !== 'POOL'}
          canceled={event.status === 'Canceled' || occurrence?.status === 'Canceled'}
        />
      </Section>

      <Section title={t('events.detail.guides')} testId="event-guides">
        {guides.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('events.detail.noGuides')}
          </Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {guides.map((guide) => (
                <Table.Tr key={guide.assignmentId} data-testid="guide-row">
                  <Table.Td>
                    {guide.firstName} {guide.lastName}
                    {event.kind === 'Recurring' && guide.occurrenceId === null && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {t('events.detail.wholeSeries')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Badge color={GUIDE_COLORS[guide.status]} variant="light" style={{ textTransform: 'none' }}>
                      {t(`events.guideStatuses.${guide.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
    </Stack>
  );
}

/** A single event's one date, read through its series (the event's own read carries no figures), for its capacity. */
function SingleEventCapacity({ eventId, eventCanceled }: { eventId: string; eventCanceled: boolean }) {
  const series = useSeries(eventId, { page: 1, size: 1 });
  const only = series.data?.total === 1 ? series.data.items[0] : undefined;
  return only ? <OccurrenceCapacity capacity={only} canceled={eventCanceled || only.status === 'Canceled'} /> : null;
}

/**
 * One date's places: places in visitors' carts are neither sold nor available, and are shown so the
 * figures add up. A canceled date has none available, whatever its places left would be.
 */
function OccurrenceCapacity({ capacity, canceled }: { capacity: TCapacity; canceled: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={t('events.detail.capacityTitle')} testId="occurrence-capacity">
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm">
        <Field label={t('events.capacity.capacity')}>{capacity.capacity ?? t('events.capacity.unlimited')}</Field>
        <Field label={t('events.capacity.sold')}>
          <span data-testid="occurrence-sold">{capacity.sold}</span>
        </Field>
        <Field label={t('events.capacity.soldOffline')}>{capacity.soldOffline}</Field>
        <Field label={t('events.capacity.held')}>
          <span data-testid="occurrence-held">{capacity.held}</span>
        </Field>
        <Field label={t('events.capacity.available')}>
          <span data-testid="occurrence-available">
            {canceled ? t('events.capacity.noneCanceled') : (capacity.available ?? t('events.capacity.unlimited'))}
          </span>
        </Field>
      </SimpleGrid>
    </Section>
  );
}
