import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { MAX_DAILY_TIMES } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../../shared/ui/time-field';
import { minutesOf, REPEAT_EVERY_MINUTES, repeatedDailyTimes, type DailyTimeValues } from '../wizard-values';

/** The interval a museum most likely means: as long as the first time lasts, else half an hour. */
function likelyEvery(first: DailyTimeValues | undefined): number {
  const length = first ? (minutesOf(first.endTime) ?? 0) - (minutesOf(first.startTime) ?? 0) : 0;
  return (REPEAT_EVERY_MINUTES as readonly number[]).includes(length) ? length : 30;
}

/**
 * "Repeat through the day": timed entry every 30 minutes from 10 to 16 is one choice of interval
 * and last start instead of a dozen clicks on "Add a time". It adds rows the museum can still
 * change or remove one by one before saving.
 */
export function RepeatTimesPanel({
  times,
  onAdd,
  onClose,
}: {
  times: readonly DailyTimeValues[];
  onAdd: (added: DailyTimeValues[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [every, setEvery] = useState(() => String(likelyEvery(times[0])));
  const [lastStart, setLastStart] = useState('16:00');
  const added = repeatedDailyTimes(times, Number(every), lastStart, MAX_DAILY_TIMES);
  // What the day's limit leaves out, said before adding rather than after.
  const capped = repeatedDailyTimes(times, Number(every), lastStart, Number.POSITIVE_INFINITY).length > added.length;
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="repeat-times" role="group" aria-labelledby="repeat-times-title">
      <Stack gap="xs">
        <Text id="repeat-times-title" size="sm" fw={500}>
          {t('eventWizard.schedule.repeatTitle')}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t('eventWizard.schedule.repeatEvery')}
            data={REPEAT_EVERY_MINUTES.map((minutes) => ({
              value: String(minutes),
              label: t('eventWizard.schedule.repeatMinutes', { count: minutes }),
            }))}
            value={every}
            onChange={(value) => value && setEvery(value)}
            allowDeselect={false}
            w={150}
            data-testid="repeat-times-every"
          />
          <TimeField
            label={t('eventWizard.schedule.repeatLastStart')}
            value={lastStart}
            onChange={setLastStart}
            w={128}
            data-testid="repeat-times-last-start"
          />
        </Group>
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="repeat-times-summary">
          {added.length > 0
            ? t('eventWizard.schedule.repeatWillAdd', {
                count: added.length,
                first: added[0]!.startTime,
                last: added[added.length - 1]!.startTime,
              })
            : t('eventWizard.schedule.repeatNothing')}
          {capped && ` ${t('eventWizard.schedule.mostTimes', { count: MAX_DAILY_TIMES })}.`}
        </Text>
        <Group gap="sm">
          <Button
            size="compact-sm"
            disabled={added.length === 0}
            onClick={() => {
              onAdd(added);
              onClose();
            }}
            data-testid="repeat-times-add"
          >
            {t('eventWizard.schedule.repeatAdd', { count: added.length })}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onClose} data-testid="repeat-times-cancel">
            {t('common.actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
