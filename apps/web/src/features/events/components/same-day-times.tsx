import { Anchor, Group, Text } from '@mantine/core';
import type { TEvent } from '@foyer/contracts';
import { addDays, toInstant } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSeries } from '../queries';

type Occurrence = NonNullable<TEvent['occurrence']>;

/**
 * A date of a series with several times a day links to the day's other times, so the desk moves
 * from the 11:00 tour to the 14:00 one without going through the whole list of dates.
 */
export function SameDayTimes({ seriesId, occurrence, timeZone }: { seriesId: string; occurrence: Occurrence; timeZone: string }) {
  const { t } = useTranslation();
  const day = occurrence.start.date;
  const series = useSeries(seriesId, {
    page: 1,
    size: 50,
    from: toInstant({ date: day, time: '00:00' }, timeZone).toISOString(),
    to: toInstant({ date: addDays(day, 1), time: '00:00' }, timeZone).toISOString(),
  });
  const others = (series.data?.items ?? []).filter((item) => item.start.date === day && item.eventId !== occurrence.eventId);
  if (others.length === 0) return null;
  return (
    <Group gap={8} data-testid="same-day-times">
      <Text size="sm" c="dimmed">
        {t('events.detail.sameDay')}
      </Text>
      {others.map((other) => (
        <Anchor
          key={other.eventId}
          component={Link}
          to={`/events/${other.eventId}`}
          size="sm"
          td={other.status === 'Canceled' ? 'line-through' : undefined}
        >
          {other.allDay ? t('events.detail.allDay') : `${other.start.time}–${other.end.time}`}
        </Anchor>
      ))}
    </Group>
  );
}
