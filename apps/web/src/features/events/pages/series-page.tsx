import { Alert, Anchor, Card, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { EVENT_STATUSES, type TOccurrence } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useIdentity } from '../../../app/session';
import { todayIn } from '../../../shared/dates/date-presets';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { PaginationBar } from '../../../shared/ui/pagination-bar';
import { BackLink, EventLoadFailure } from '../components/detail-parts';
import { EventStatusBadge, StaffingBadge, TimeLabelBadge } from '../components/event-badges';
import { capacityUsed, eventName, isGuided, localDateTime, timeLabel } from '../event-display';
import { readSeriesFilters, toSeriesParams, writeSeriesFilters, type SeriesFilters } from '../event-list-params';
import { useEvent, useSeries } from '../queries';

/** /events/:parentId/series — the occurrences of a series, page by page, each linking to its own page. */
export default function SeriesPage() {
  const { parentId } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const routerLocation = useLocation();
  const deleted = (routerLocation.state as { deleted?: string } | null)?.deleted;
  const identity = useIdentity();
  const limitFrom = identity.limitDataAccessFrom;
  const today = todayIn();
  const [search, setSearch] = useSearchParams();
  const filters = readSeriesFilters(search, today, limitFrom);
  const event = useEvent(parentId);
  const series = useSeries(parentId, toSeriesParams(filters, today));

  const update = (change: Partial<SeriesFilters>) =>
    setSearch((current) => writeSeriesFilters({ ...readSeriesFilters(current, today, limitFrom), page: 1, ...change }, today, limitFrom));

  if (event.isError) {
    return <EventLoadFailure error={event.error} operation={t('events.operations.loadEvent')} onRetry={() => void event.refetch()} />;
  }
  const name = event.data ? eventName(event.data.generalInfo.names, event.data.defaultLanguage, i18n.language) : '';
  const guided = (occurrence: TOccurrence) => (event.data ? isGuided(event.data.generalInfo.eventType.name, occurrence.staffing) : false);
  const data = series.data;
  const now = new Date();

  return (
    <Stack data-testid="series-page">
      <Stack gap={4}>
        <BackLink to={`/events/${parentId ?? ''}`} label={t('events.series.back')} />
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {event.data ? t('events.series.title', { name }) : <Loader size="sm" />}
        </Title>
      </Stack>

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
        <Select
          label={t('events.series.status')}
          placeholder={t('events.series.allStatuses')}
          data={EVENT_STATUSES.map((status) => ({ value: status, label: t(`events.statuses.${status}`) }))}
          value={filters.status}
          onChange={(value) => update({ status: value as SeriesFilters['status'] })}
          clearable
          w={{ base: '100%', xs: 180 }}
          data-testid="series-status-filter"
        />
        <DateRangeFilter
          value={filters.range}
          onChange={(range) => update({ range })}
          limitFrom={limitFrom}
          label={t('events.list.period')}
        />
      </Group>

      {series.isError && !data ? (
        <FailedOperation operation={t('events.operations.loadSeries')} onRetry={() => void series.refetch()} />
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('common.loading')} />
        </Group>
      ) : (
        <>
          {series.isError && <FailedOperation operation={t('events.operations.loadSeries')} onRetry={() => void series.refetch()} />}
          {data.items.length === 0 ? (
            <Card withBorder>
              <Text c="dimmed" data-testid="series-empty">
                {t('events.series.empty')}
              </Text>
            </Card>
          ) : (
            <Card withBorder p={0}>
              <Table
                highlightOnHover
                verticalSpacing="sm"
                style={{ opacity: series.isPlaceholderData ? 0.6 : 1 }}
                data-testid="series-table"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('events.series.date')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('events.series.time')}</Table.Th>
                    <Table.Th ta="right">{t('events.series.capacityUsed')}</Table.Th>
                    <Table.Th>{t('events.series.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((occurrence) => (
                    <Table.Tr
                      key={occurrence.eventId}
                      onClick={() => navigate(`/events/${occurrence.eventId}`)}
                      style={{ cursor: 'pointer' }}
                      data-testid="occurrence-row"
                    >
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Anchor
                          component={Link}
                          to={`/events/${occurrence.eventId}`}
                          fw={500}
                          c="inherit"
                          onClick={(click) => click.stopPropagation()}
                        >
                          {localDateTime(occurrence.start, true)}
                        </Anchor>
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {occurrence.allDay ? t('events.detail.allDay') : `${occurrence.start.time}–${occurrence.end.time}`}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                        {occurrence.allDay ? t('events.detail.allDay') : `${occurrence.start.time}–${occurrence.end.time}`}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {capacityUsed(occurrence)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="wrap">
                          <EventStatusBadge status={occurrence.status} />
                          <TimeLabelBadge label={timeLabel(occurrence.startsAt, occurrence.endsAt, now)} />
                          {guided(occurrence) && <StaffingBadge staffing={occurrence.staffing} />}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
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
