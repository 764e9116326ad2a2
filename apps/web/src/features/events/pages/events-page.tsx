import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { EVENT_SCOPES, EVENT_STATUSES, EVENTS_AREA, type TEventListItem, VENUES_AREA } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useIdentity, usePermissions } from '../../../app/session';
import { venuesQuery } from '../../venues/queries';
import { todayIn } from '../../../shared/dates/date-presets';
import { formatDateTime } from '../../../shared/dates/format';
import { usePageRestore, useUrlListState } from '../../../shared/hooks/use-url-list-state';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { EntityTable, RowLink } from '../../../shared/ui/entity-table';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { ListSearch } from '../../../shared/ui/list-search';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, HistoryNotice, QueryStates } from '../../../shared/ui/page-states';
import { EventStatusBadge, StaffingBadge, TimeLabelBadge } from '../components/event-badges';
import { eventName, eventTypeLabel, isGuided, timeLabel } from '../event-display';
import { eventListAddress, toEventListParams, type EventFilters } from '../event-list-params';
import { useEventList, useEventTypes } from '../queries';

/** Venue names for the filter; only for users who may read venues. */
function useVenueOptions(enabled: boolean) {
  return useQuery({ ...venuesQuery(), enabled, staleTime: 5 * 60_000 });
}

/** /events: the organisation's events, filtered on the server, page by page (SPEC §2, §9 defaults). */
export default function EventsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const identity = useIdentity();
  const { can } = usePermissions();
  const limitFrom = identity.limitDataAccessFrom;
  const today = todayIn();
  const showError = useErrorSnackbar();
  const list = useUrlListState(eventListAddress(today, limitFrom));
  const events = useEventList(toEventListParams(list, today));
  const types = useEventTypes();
  const venues = useVenueOptions(can(VENUES_AREA.read));
  const failedPageChange = usePageRestore(list, events, () =>
    showError(t('common.failedOperation', { operation: t('events.operations.load') })),
  );

  const now = new Date();
  const nameOf = (event: TEventListItem) => eventName(event.names, event.defaultLanguage, i18n.language);
  const location = (event: TEventListItem) => (event.venueId ? (event.venueName ?? '') : t('events.online'));
  const createButton = (testId?: string) => (
    <Button component={Link} to="/event-create" leftSection={<IconPlus size={18} />} data-testid={testId}>
      {t('events.list.create')}
    </Button>
  );

  return (
    <Stack>
      <PageHeader title={t('events.list.title')} actions={can(EVENTS_AREA.write) && createButton('create-event')} />
      <HistoryNotice stateKey="deleted" testId="event-deleted">
        {(name) => t('events.done.deleted', { name })}
      </HistoryNotice>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <ListSearch
          label={t('events.list.search')}
          placeholder={t('events.list.searchPlaceholder')}
          value={list.searchText}
          onChange={list.setSearchText}
          maxLength={200}
          busy={events.isFetching && events.data !== undefined}
          style={{ flex: '1 1 220px' }}
          testId="event-title-filter"
        />
        <Select
          label={t('events.list.status')}
          data={EVENT_STATUSES.map((status) => ({ value: status, label: t(`events.statuses.${status}`) }))}
          value={list.filters.status}
          onChange={(value) => value && list.setFilters({ status: value as EventFilters['status'] })}
          allowDeselect={false}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
          data-testid="event-status-filter"
        />
        <Select
          label={t('events.list.scope')}
          data={EVENT_SCOPES.map((scope) => ({ value: scope, label: t(`events.scopes.${scope}`) }))}
          value={list.filters.scope}
          onChange={(value) => value && list.setFilters({ scope: value as EventFilters['scope'] })}
          allowDeselect={false}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 }}
          data-testid="event-scope-filter"
        />
        <Select
          label={t('events.list.eventType')}
          placeholder={t('events.list.allTypes')}
          data={(types.data ?? []).map((type) => ({ value: type.id, label: eventTypeLabel(type.name, t) }))}
          value={list.filters.eventType}
          onChange={(value) => list.setFilters({ eventType: value })}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
          data-testid="event-type-filter"
        />
        {venues.isSuccess && (
          <Select
            label={t('events.list.venue')}
            placeholder={t('events.list.allVenues')}
            data={venues.data.map((venue) => ({ value: venue.venueId, label: venue.name }))}
            value={list.filters.venue}
            onChange={(value) => list.setFilters({ venue: value })}
            clearable
            w={{ base: '100%', xs: 200 }}
            data-testid="event-venue-filter"
          />
        )}
        <DateRangeFilter
          value={list.filters.range}
          onChange={(range) => list.setFilters({ range })}
          limitFrom={limitFrom}
          label={t('events.list.period')}
        />
      </Group>

      <QueryStates query={events} operation={t('events.operations.load')} showFailure={events.isError && !failedPageChange}>
        {(data) => (
          <EntityTable<TEventListItem>
            label={t('events.list.title')}
            rows={data.items}
            rowKey={(event) => event.eventId}
            onRowClick={(event) => navigate(`/events/${event.eventId}`)}
            rowTestId="event-row"
            testId="events-table"
            dimmed={events.isPlaceholderData}
            empty={
              list.filtered ? (
                <EmptyState testId="events-empty">{t('events.list.noMatches')}</EmptyState>
              ) : (
                <EmptyState testId="events-empty" action={can(EVENTS_AREA.write) && createButton()}>
                  {t('events.list.empty')}
                </EmptyState>
              )
            }
            pagination={{ page: list.page, size: list.size, total: data.total, onChange: list.setPage }}
            columns={[
              {
                key: 'name',
                header: t('events.columns.name'),
                minWidth: '9rem',
                cell: (event) => {
                  const next = event.nextOccurrence;
                  return (
                    <>
                      <RowLink to={`/events/${event.eventId}`}>{nameOf(event)}</RowLink>
                      <Text size="xs" c="dimmed" hiddenFrom="md">
                        {eventTypeLabel(event.eventType.name, t)} · {location(event)}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {next ? formatDateTime(next.startsAt) : ''}
                        {next && ' · '}
                        {t('events.list.occurrencesCount', { count: event.occurrenceCount })}
                      </Text>
                      <Text size="xs" c="dimmed" visibleFrom="sm" hiddenFrom="lg">
                        {t('events.list.occurrencesCount', { count: event.occurrenceCount })}
                      </Text>
                    </>
                  );
                },
              },
              {
                key: 'type',
                header: t('events.columns.type'),
                visibleFrom: 'md',
                cell: (event) => eventTypeLabel(event.eventType.name, t),
              },
              { key: 'venue', header: t('events.columns.venue'), visibleFrom: 'md', cell: location },
              {
                key: 'next',
                header: t('events.columns.next'),
                visibleFrom: 'sm',
                nowrap: true,
                cell: (event) => (event.nextOccurrence ? formatDateTime(event.nextOccurrence.startsAt) : '–'),
              },
              {
                key: 'occurrences',
                header: t('events.columns.occurrences'),
                visibleFrom: 'lg',
                align: 'right',
                cell: (event) => event.occurrenceCount,
              },
              {
                key: 'status',
                header: t('events.columns.status'),
                cell: (event) => (
                  <Group gap={6} wrap="wrap">
                    <EventStatusBadge status={event.status} />
                    <TimeLabelBadge label={timeLabel(event.nextOccurrence?.startsAt, event.nextOccurrence?.endsAt, now)} />
                    {isGuided(event.eventType.name, event.staffing) && <StaffingBadge staffing={event.staffing} />}
                  </Group>
                ),
              },
            ]}
          />
        )}
      </QueryStates>
    </Stack>
  );
}
