import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { EVENTS_AREA } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session';
import { addDays, todayIn } from '../../../shared/dates/date-presets';
import { useDatesOfDay } from '../queries';
import { dayHeading, dateButtonText } from '../scan-display';

/**
 * A day's dates (today's first) as buttons above the id field: at the door staff pick the tour or concert on now
 * instead of finding its id in the back office (a guide, who scans at their own tours, cannot open
 * other event pages). Shown to whoever may read events; the id field stays for the rest. The day
 * steps back and forth, so yesterday's list or a guide's next tour is found the same way.
 */
export function DoorDayDates({ onPick }: { onPick(occurrenceId: string): void }) {
  const { t, i18n } = useTranslation();
  const { can } = usePermissions();
  const readsEvents = can(EVENTS_AREA.read);
  // A guide reads only the events they guide: "no dates today" would say the museum is closed.
  const readsOnlyGuided = !can(EVENTS_AREA.readOrganization);
  const today = todayIn();
  const [day, setDay] = useState(today);
  const dates = useDatesOfDay(day, readsEvents);
  if (!readsEvents) return null;
  const isToday = day === today;
  const none = isToday
    ? readsOnlyGuided
      ? 'tickets.event.noneTodayGuided'
      : 'tickets.event.noneToday'
    : readsOnlyGuided
      ? 'tickets.event.noneOnDayGuided'
      : 'tickets.event.noneOnDay';
  return (
    <Card withBorder padding="md" radius="md" data-testid="door-day-dates">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h5" aria-live="polite" data-testid="door-day">
            {isToday ? t('tickets.event.today') : dayHeading(day, i18n.language)}
          </Title>
          <Group gap={6} wrap="nowrap">
            {!isToday && (
              <Button variant="subtle" size="compact-sm" onClick={() => setDay(today)} data-testid="door-day-today">
                {t('tickets.event.today')}
              </Button>
            )}
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('tickets.event.previousDay')}
              onClick={() => setDay(addDays(day, -1))}
              data-testid="door-day-previous"
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('tickets.event.nextDay')}
              onClick={() => setDay(addDays(day, 1))}
              data-testid="door-day-next"
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        </Group>
        {!dates.data ? null : dates.data.items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="door-day-none">
            {t(none)}
          </Text>
        ) : (
          dates.data.items.map((occurrence) => {
            const { when, what } = dateButtonText(occurrence, i18n.language, t('tickets.event.allDay'));
            return (
              <Button
                key={occurrence.eventId}
                variant="default"
                size="md"
                justify="flex-start"
                fullWidth
                h="auto"
                py={8}
                leftSection={<IconCalendarEvent size={18} />}
                onClick={() => onPick(occurrence.eventId)}
                data-testid="door-date"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              >
                <Text span fw={700} mr={8} style={{ whiteSpace: 'nowrap' }}>
                  {when}
                </Text>
                <Text span>{what}</Text>
              </Button>
            );
          })
        )}
      </Stack>
    </Card>
  );
}
