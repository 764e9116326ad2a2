import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import { EVENT_STATUSES, type TOccurrence } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useIdentity } from '../../../app/session';
import { todayIn } from '../../../shared/dates/date-presets';
import { useUrlListState } from '../../../shared/hooks/use-url-list-state';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { EntityTable, RowLink } from '../../../shared/ui/entity-table';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, HistoryNotice, QueryStates } from '../../../shared/ui/page-states';
import { EventLoadFailure } from '../components/detail-parts';
import { EventStatusBadge, StaffingBadge, TimeLabelBadge } from '../components/event-badges';
import { capacityUsed, eventName, isGuided, localDateTime, timeLabel } from '../event-display';
import { seriesListAddress, toSeriesParams, type SeriesFilters } from '../event-list-params';
import { useEvent, useSeries } from '../queries';

/** /events/:parentId/series — the occurrences of a series, page by page, each linking to its own page. */
export default function SeriesPage() {
  const { parentId } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const identity = useIdentity();
  const limitFrom = identity.limitDataAccessFrom;
  const today = todayIn();
  const list = useUrlListState(seriesListAddress(today, limitFrom));
  const event = useEvent(parentId);
  const series = useSeries(parentId, toSeriesParams(list, today));

  if (event.isError) {
    return <EventLoadFailure error={event.error} operation={t('events.operations.loadEvent')} onRetry={() => void event.refetch()} />;
  }
  const name = event.data ? eventName(event.data.generalInfo.names, event.data.defaultLanguage, i18n.language) : '';
  const guided = (occurrence: TOccurrence) => (event.data ? isGuided(event.data.generalInfo.eventType.name, occurrence.staffing) : false);
  const now = new Date();
  const hours = (occurrence: TOccurrence) =>
    occurrence.allDay ? t('events.detail.allDay') : `${occurrence.start.time}–${occurrence.end.time}`;

  return (
    <Stack data-testid="series-page">
      <PageHeader
        title={event.data ? t('events.series.title', { name }) : <Loader size="sm" />}
        back={{ to: `/events/${parentId ?? ''}`, label: t('events.series.back') }}
      />
      <HistoryNotice stateKey="deleted" testId="event-deleted">
        {(deleted) => t('events.done.deleted', { name: deleted })}
      </HistoryNotice>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('events.series.status')}
          placeholder={t('events.series.allStatuses')}
          data={EVENT_STATUSES.map((status) => ({ value: status, label: t(`events.statuses.${status}`) }))}
          value={list.filters.status}
          onChange={(value) => list.setFilters({ status: value as SeriesFilters['status'] })}
          clearable
          w={{ base: '100%', xs: 180 }}
          data-testid="series-status-filter"
        />
        <DateRangeFilter
          value={list.filters.range}
          onChange={(range) => list.setFilters({ range })}
          limitFrom={limitFrom}
          label={t('events.list.period')}
        />
      </Group>

      <QueryStates query={series} operation={t('events.operations.loadSeries')}>
        {(data) => (
          <EntityTable<TOccurrence>
            label={t('events.series.title', { name })}
            rows={data.items}
            rowKey={(occurrence) => occurrence.eventId}
            onRowClick={(occurrence) => navigate(`/events/${occurrence.eventId}`)}
            rowTestId="occurrence-row"
            testId="series-table"
            dimmed={series.isPlaceholderData}
            empty={<EmptyState testId="series-empty">{t('events.series.empty')}</EmptyState>}
            pagination={{ page: list.page, size: list.size, total: data.total, onChange: list.setPage }}
            columns={[
              {
                key: 'date',
                header: t('events.series.date'),
                nowrap: true,
                cell: (occurrence) => (
                  <>
                    {/* Named with its time too: a day with several times has as many links to tell apart. */}
                    <RowLink to={`/events/${occurrence.eventId}`} label={localDateTime(occurrence.start, occurrence.allDay)}>
                      {localDateTime(occurrence.start, true)}
                    </RowLink>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {hours(occurrence)}
                    </Text>
                  </>
                ),
              },
              { key: 'time', header: t('events.series.time'), visibleFrom: 'sm', nowrap: true, cell: hours },
              { key: 'capacity', header: t('events.series.capacityUsed'), align: 'right', nowrap: true, cell: capacityUsed },
              {
                key: 'status',
                header: t('events.series.status'),
                cell: (occurrence) => (
                  <Group gap={6} wrap="wrap">
                    <EventStatusBadge status={occurrence.status} />
                    {/* A canceled date is neither upcoming nor short of guides: it does not take place. */}
                    {occurrence.status !== 'Canceled' && <TimeLabelBadge label={timeLabel(occurrence.startsAt, occurrence.endsAt, now)} />}
                    {occurrence.status !== 'Canceled' && guided(occurrence) && <StaffingBadge staffing={occurrence.staffing} />}
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
