import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { EVENTS_AREA } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session';
import { todayIn } from '../../../shared/dates/date-presets';
import { useTodaysDates } from '../queries';
import { todaysDateText } from '../scan-display';

/**
 * Today's dates as buttons above the id field: at the door staff pick the tour or concert on now
 * instead of finding its id in the back office (a guide, who scans at their own tours, cannot open
 * other event pages). Shown to whoever may read events; the id field stays for the rest.
 */
export function TodaysDates({ onPick }: { onPick(occurrenceId: string): void }) {
  const { t, i18n } = useTranslation();
  const { can } = usePermissions();
  const readsEvents = can(EVENTS_AREA.read);
  // A guide reads only the events they guide: "no dates today" would say the museum is closed.
  const readsOnlyGuided = !can(EVENTS_AREA.readOrganization);
  const dates = useTodaysDates(todayIn(), readsEvents);
  if (!readsEvents || !dates.data) return null;
  return (
    <Card withBorder padding="md" radius="md" data-testid="todays-dates">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('tickets.event.today')}
        </Title>
        {dates.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(readsOnlyGuided ? 'tickets.event.noneTodayGuided' : 'tickets.event.noneToday')}
          </Text>
        ) : (
          dates.data.items.map((occurrence) => {
            const { when, what } = todaysDateText(occurrence, i18n.language, t('tickets.event.allDay'));
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
                data-testid="todays-date"
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
