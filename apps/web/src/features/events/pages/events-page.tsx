import { Alert, Anchor, Button, Card, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { EVENT_SCOPES, EVENT_STATUSES, EVENTS_AREA, type TEventListItem, VENUES_AREA } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useIdentity, usePermissions } from '../../../app/session';
import { venuesQuery } from '../../venues/queries';
import { todayIn } from '../../../shared/dates/date-presets';
import { formatDateTime } from '../../../shared/dates/format';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { usePageRestore } from '../../../shared/hooks/use-page-restore';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PaginationBar } from '../../../shared/ui/pagination-bar';
import { EventStatusBadge, StaffingBadge, TimeLabelBadge } from '../components/event-badges';
import { eventName, isGuided, timeLabel } from '../event-display';
import { readEventFilters, toEventListParams, writeEventFilters, type EventFilters } from '../event-list-params';
import { useEventList, useEventTypes } from '../queries';
import { useDebouncedFilter } from '../../../shared/hooks/use-debounced-filter';

const SEARCH_DELAY_MS = 300;

/** Venue names for the filter; only for users who may read venues. */
function useVenueOptions(enabled: boolean) {
  return useQuery({ ...venuesQuery(), enabled, staleTime: 5 * 60_000 });
}

/** /events: the organisation's events, filtered on the server, page by page (SPEC §2, §9 defaults). */
export default function EventsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const routerLocation = useLocation();
  const deleted = (routerLocation.state as { deleted?: string } | null)?.deleted;
  const identity = useIdentity();
  const { can } = usePermissions();
  const limitFrom = identity.limitDataAccessFrom;
  const today = todayIn();
  const showError = useErrorSnackbar();
  const [search, setSearch] = useSearchParams();
  const filters = readEventFilters(search, today, limitFrom);
  const list = useEventList(toEventListParams(filters, today));
  const types = useEventTypes();
  const venues = useVenueOptions(can(VENUES_AREA.read));

  const update = (change: Partial<EventFilters>) =>
    setSearch((current) => writeEventFilters({ ...readEventFilters(current, today, limitFrom), page: 1, ...change }, today, limitFrom), {
      replace: change.title !== undefined,
    });

  const failedPageChange = usePageRestore({
    query: list,
    params: filters,
    sameFilters: (a, b) => JSON.stringify({ ...a, page: 0, size: 0 }) === JSON.stringify({ ...b, page: 0, size: 0 }),
    restore: (page, size) =>
      setSearch((current) => writeEventFilters({ ...readEventFilters(current, today, limitFrom), page, size }, today, limitFrom), {
        replace: true,
      }),
    onRestore: () => showError(t('common.failedOperation', { operation: t('events.operations.load') })),
  });

  const [text, setText] = useState(filters.title);
  const applyTitle = useDebouncedFilter((value: string) => update({ title: value }), SEARCH_DELAY_MS);
  useEffect(() => setText(filters.title), [filters.title]);

  const data = list.data;
  const now = new Date();
  const language = i18n.language;
  const nameOf = (event: TEventListItem) => eventName(event.names, event.defaultLanguage, language);
  const location = (event: TEventListItem) => (event.venueId ? (event.venueName ?? '') : t('events.online'));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('events.list.title')}
        </Title>
        {can(EVENTS_AREA.write) && (
          <Button component={Link} to="/event-create" leftSection={<IconPlus size={18} />} data-testid="create-event">
            {t('events.list.create')}
          </Button>
        )}
      </Group>

      {deleted && (
        <Alert
          color="green"
          withCloseButton
          onClose={() => navigate({ search: routerLocation.search }, { replace: true, state: null })}
          data-testid="event-deleted"
        >
          {t('events.done.deleted', { name: deleted })}
        </Alert>
      )}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('events.list.search')}
          placeholder={t('events.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={list.isFetching && data ? <Loader size="xs" /> : null}
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.currentTarget.value);
            applyTitle(event.currentTarget.value);
          }}
          style={{ flex: '1 1 220px' }}
          data-testid="event-title-filter"
        />
        <Select
          label={t('events.list.status')}
          data={EVENT_STATUSES.map((status) => ({ value: status, label: t(`events.statuses.${status}`) }))}
          value={filters.status}
          onChange={(value) => value && update({ status: value as EventFilters['status'] })}
          allowDeselect={false}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
          data-testid="event-status-filter"
        />
        <Select
          label={t('events.list.scope')}
          data={EVENT_SCOPES.map((scope) => ({ value: scope, label: t(`events.scopes.${scope}`) }))}
          value={filters.scope}
          onChange={(value) => value && update({ scope: value as EventFilters['scope'] })}
          allowDeselect={false}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 }}
          data-testid="event-scope-filter"
        />
        <Select
          label={t('events.list.eventType')}
          placeholder={t('events.list.allTypes')}
          data={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          value={filters.eventType}
          onChange={(value) => update({ eventType: value })}
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
            value={filters.venue}
            onChange={(value) => update({ venue: value })}
            clearable
            w={{ base: '100%', xs: 200 }}
            data-testid="event-venue-filter"
          />
        )}
        <DateRangeFilter
          value={filters.range}
          onChange={(range) => update({ range })}
          limitFrom={limitFrom}
          label={t('events.list.period')}
        />
      </Group>

      {list.isError && !data ? (
        <FailedOperation operation={t('events.operations.load')} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('common.loading')} />
        </Group>
      ) : (
        <>
          {list.isError && !failedPageChange && (
            <FailedOperation operation={t('events.operations.load')} onRetry={() => void list.refetch()} />
          )}
          {data.items.length === 0 ? (
            <Card withBorder>
              <Text c="dimmed" data-testid="events-empty">
                {data.total === 0 && search.toString() === '' ? t('events.list.empty') : t('events.list.noMatches')}
              </Text>
            </Card>
          ) : (
            <Card withBorder p={0} style={{ overflowX: 'auto' }}>
              <Table highlightOnHover verticalSpacing="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="events-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('events.columns.name')}</Table.Th>
                    <Table.Th visibleFrom="md">{t('events.columns.type')}</Table.Th>
                    <Table.Th visibleFrom="md">{t('events.columns.venue')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('events.columns.next')}</Table.Th>
                    <Table.Th visibleFrom="lg" ta="right">
                      {t('events.columns.occurrences')}
                    </Table.Th>
                    <Table.Th>{t('events.columns.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((event) => {
                    const next = event.nextOccurrence;
                    const label = timeLabel(next?.startsAt, next?.endsAt, now);
                    const guided = isGuided(event.eventType.name, event.staffing);
                    return (
                      <Table.Tr
                        key={event.eventId}
                        onClick={() => navigate(`/events/${event.eventId}`)}
                        style={{ cursor: 'pointer' }}
                        data-testid="event-row"
                      >
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={`/events/${event.eventId}`}
                            fw={500}
                            c="inherit"
                            onClick={(click) => click.stopPropagation()}
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            {nameOf(event)}
                          </Anchor>
                          <Text size="xs" c="dimmed" hiddenFrom="md">
                            {event.eventType.name} · {location(event)}
                          </Text>
                          <Text size="xs" c="dimmed" hiddenFrom="sm">
                            {next ? formatDateTime(next.startsAt) : ''}
                            {next && ' · '}
                            {t('events.list.occurrencesCount', { count: event.occurrenceCount })}
                          </Text>
                          <Text size="xs" c="dimmed" visibleFrom="sm" hiddenFrom="lg">
                            {t('events.list.occurrencesCount', { count: event.occurrenceCount })}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="md">{event.eventType.name}</Table.Td>
                        <Table.Td visibleFrom="md">{location(event)}</Table.Td>
                        <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                          {next ? formatDateTime(next.startsAt) : '–'}
                        </Table.Td>
                        <Table.Td visibleFrom="lg" ta="right">
                          {event.occurrenceCount}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="wrap">
                            <EventStatusBadge status={event.status} />
                            <TimeLabelBadge label={label} />
                            {guided && <StaffingBadge staffing={event.staffing} />}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Card>
          )}
          {(data.total > 0 || filters.page > 1) && (
            <PaginationBar
              page={filters.page}
              size={filters.size}
              total={data.total}
              shownCount={data.items.length}
              onChange={(page, size) => update({ page, size })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
