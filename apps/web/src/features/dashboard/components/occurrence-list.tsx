import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates/format';
import { capacityUse, type DashboardOccurrence } from '../dashboard-occurrences';

/** SPEC §4 staffing badge: grey Missing guides, orange Requested, green Accepted or '{0} of {1} accepted'. */
function StaffingBadge({ staffing }: { staffing: NonNullable<DashboardOccurrence['staffing']> }) {
  const { t } = useTranslation();
  const label =
    staffing.kind === 'PARTLY_ACCEPTED'
      ? t('dashboard.staffing.PARTLY_ACCEPTED', { accepted: staffing.accepted ?? 0, total: staffing.total ?? 0 })
      : t(`dashboard.staffing.${staffing.kind}`);
  return (
    <Badge color={staffing.color} variant="light" data-testid="staffing-badge" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

function CapacityUsed({ occurrence }: { occurrence: DashboardOccurrence }) {
  const { t } = useTranslation();
  const use = capacityUse(occurrence.capacity, occurrence.used);
  if (use.percent === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="capacity-used">
        {t('dashboard.occurrences.unlimited', { used: use.used })}
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="capacity-used">
      <Text size="sm" c="dimmed">
        {t('dashboard.occurrences.capacity', { used: use.used, capacity: use.capacity })}
      </Text>
      <Progress
        value={use.percent}
        color={use.percent >= 100 ? 'red' : use.percent >= 80 ? 'orange' : 'foyer'}
        size="sm"
        aria-label={t('dashboard.occurrences.capacity', { used: use.used, capacity: use.capacity })}
      />
    </Stack>
  );
}

function OccurrenceRow({ occurrence }: { occurrence: DashboardOccurrence }) {
  const { t } = useTranslation();
  const time = occurrence.allDay ? t('dashboard.occurrences.allDay') : `${occurrence.startTime}–${occurrence.endTime}`;
  return (
    <Group
      wrap="wrap"
      gap="sm"
      py="xs"
      align="center"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="dashboard-occurrence"
    >
      <Text fw={600} miw={110} style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0, whiteSpace: 'nowrap' }}>
        {time}
      </Text>
      <div style={{ flex: '1 1 160px', minWidth: 0 }}>
        <Anchor component={Link} to={`/events/${occurrence.occurrenceId}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {occurrence.name}
        </Anchor>
        {occurrence.venueName && (
          <Text size="sm" c="dimmed">
            {occurrence.venueName}
          </Text>
        )}
      </div>
      {occurrence.staffing && <StaffingBadge staffing={occurrence.staffing} />}
      <div style={{ flex: '0 1 200px', minWidth: 160 }}>
        <CapacityUsed occurrence={occurrence} />
      </div>
    </Group>
  );
}

/** A date's heading: its weekday in the reader's language and 'dd-MM-yyyy'. */
function dateHeading(date: string, language: string): string {
  let weekday = '';
  try {
    weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  } catch {
    // An unknown locale: the date alone.
  }
  const text = formatDate(date);
  return weekday ? `${weekday.charAt(0).toLocaleUpperCase(language) + weekday.slice(1)} ${text}` : text;
}

/** One card of occurrences: today's, or the upcoming ones grouped by date. */
export function OccurrenceList({
  title,
  occurrences,
  empty,
  groupByDate,
  testId,
}: {
  title: string;
  occurrences: readonly DashboardOccurrence[];
  empty: string;
  groupByDate: boolean;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const groups = new Map<string, DashboardOccurrence[]>();
  for (const occurrence of occurrences) groups.set(occurrence.date, [...(groups.get(occurrence.date) ?? []), occurrence]);
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {occurrences.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : groupByDate ? (
        <Stack gap="md">
          {[...groups.entries()].map(([date, rows]) => (
            <div key={date}>
              <Text size="sm" fw={600} c="dimmed" mb={2}>
                {dateHeading(date, language)}
              </Text>
              {rows.map((occurrence) => (
                <OccurrenceRow key={occurrence.occurrenceId} occurrence={occurrence} />
              ))}
            </div>
          ))}
        </Stack>
      ) : (
        <div>
          {occurrences.map((occurrence) => (
            <OccurrenceRow key={occurrence.occurrenceId} occurrence={occurrence} />
          ))}
        </div>
      )}
    </Card>
  );
}
