import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/dates/date-presets';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { dashboardOccurrences } from '../dashboard-occurrences';
import { useDashboardOccurrences } from '../queries';
import { OccurrenceList } from './occurrence-list';

/** Today's occurrences and those of the next seven days, with capacity used and guide staffing. */
export function DashboardOccurrencesSection() {
  const { t, i18n } = useTranslation();
  // The venues' zone decides what "today" is; each occurrence's date and time are its event's own.
  const today = todayIn();
  const query = useDashboardOccurrences(today);
  if (query.isPending) return <Loader size="sm" aria-label={t('dashboard.occurrences.loading')} />;
  if (query.isError) return <FailedOperation operation={t('dashboard.operations.loadEvents')} onRetry={() => void query.refetch()} />;
  const { today: todays, upcoming } = dashboardOccurrences(query.data.items, today, i18n.resolvedLanguage ?? i18n.language ?? 'en');
  return (
    <Stack>
      <OccurrenceList
        title={t('dashboard.occurrences.today')}
        occurrences={todays}
        empty={t('dashboard.occurrences.noneToday')}
        groupByDate={false}
        testId="dashboard-today"
      />
      <OccurrenceList
        title={t('dashboard.occurrences.upcoming')}
        occurrences={upcoming}
        empty={t('dashboard.occurrences.noneUpcoming')}
        groupByDate
        testId="dashboard-upcoming"
      />
      {query.data.total > query.data.items.length ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.occurrences.more', { shown: query.data.items.length, total: query.data.total })}
        </Text>
      ) : null}
    </Stack>
  );
}
