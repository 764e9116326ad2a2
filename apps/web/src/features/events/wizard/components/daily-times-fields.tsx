import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconRepeat, IconX } from '@tabler/icons-react';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_DAILY_TIMES } from '@foyer/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../../shared/ui/time-field';
import { endKeepingLength, nextDailyTime, type DailyTimeValues, type WizardValues } from '../wizard-values';
import { RepeatTimesPanel } from './repeat-times-panel';
import { focusSoon } from '../../../../shared/ui/focus-soon';

export type DailyTimesForm = Pick<
  UseFormReturnType<WizardValues>,
  'getInputProps' | 'insertListItem' | 'removeListItem' | 'setFieldValue'
> & {
  values: Pick<WizardValues, 'startTime' | 'endTime' | 'additionalTimes'>;
};

/**
 * A start time's field whose end follows it, so a visit moved keeps its length (a review walk set
 * the start to 14:00 and was left with an end at 11:00, refused). `keep` false: the end stays.
 */
export function startTimeProps(
  form: Pick<UseFormReturnType<WizardValues>, 'getInputProps' | 'setFieldValue'>,
  startPath: string,
  endPath: string,
  keep = true,
) {
  const start = form.getInputProps(startPath);
  const end = form.getInputProps(endPath);
  return {
    ...start,
    onChange: (value: string) => {
      const next = keep ? endKeepingLength(String(start.value ?? ''), value, String(end.value ?? '')) : null;
      start.onChange(value);
      if (next) form.setFieldValue(endPath, next);
    },
  };
}

/** Wide enough for "Start time 12" and its Danish and German words, so the rows line up. */
const TIME_WIDTH = 128;

/**
 * The times of each day of a series: the first, and as many more as the museum opens slots for
 * (timed entry, a tour at 11 and at 14). Each time is its own occurrence, sold on its own.
 */
export function DailyTimesFields({ form }: { form: DailyTimesForm }) {
  const { t } = useTranslation();
  const times: DailyTimeValues[] = [{ startTime: form.values.startTime, endTime: form.values.endTime }, ...form.values.additionalTimes];
  const [repeating, setRepeating] = useState(false);
  const repeatButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The panel or a row gone, the keyboard's place goes to the button that opened the panel, or to "Add a time".
  const addTime = () => form.insertListItem('additionalTimes', nextDailyTime(times));
  const addRepeated = (added: DailyTimeValues[]) => form.setFieldValue('additionalTimes', [...form.values.additionalTimes, ...added]);
  return (
    <Stack gap="xs" data-testid="daily-times">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TimeField
          label={t('eventWizard.schedule.startTime')}
          {...startTimeProps(form, 'startTime', 'endTime')}
          data-testid="schedule-start-time"
          w={TIME_WIDTH}
        />
        <TimeField
          label={t('eventWizard.schedule.endTime')}
          {...form.getInputProps('endTime')}
          data-testid="schedule-end-time"
          w={TIME_WIDTH}
        />
      </Group>
      {form.values.additionalTimes.map((_, index) => {
        const number = index + 2;
        return (
          // Tops aligned: a message under one field must not push its neighbour down.
          <Group key={index} gap="sm" align="flex-start" wrap="nowrap" data-testid={`daily-time-${number}`}>
            <TimeField
              label={t('eventWizard.schedule.startTimeOf', { number })}
              {...startTimeProps(form, `additionalTimes.${index}.startTime`, `additionalTimes.${index}.endTime`)}
              data-testid={`daily-time-${number}-start`}
              w={TIME_WIDTH}
            />
            <TimeField
              label={t('eventWizard.schedule.endTimeOf', { number })}
              {...form.getInputProps(`additionalTimes.${index}.endTime`)}
              data-testid={`daily-time-${number}-end`}
              w={TIME_WIDTH}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={26}
              aria-label={t('eventWizard.schedule.removeTime', { number })}
              onClick={() => {
                form.removeListItem('additionalTimes', index);
                focusSoon(addButton);
              }}
              data-testid={`daily-time-${number}-remove`}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {times.length < MAX_DAILY_TIMES ? (
        <Group gap="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addTime}
            ref={addButton}
            data-testid="daily-time-add"
          >
            {t('eventWizard.schedule.addTime')}
          </Button>
          {!repeating && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconRepeat size={16} aria-hidden />}
              onClick={() => setRepeating(true)}
              ref={repeatButton}
              data-testid="daily-time-repeat"
            >
              {t('eventWizard.schedule.repeatTimes')}
            </Button>
          )}
          {times.length > 1 && (
            <Text size="xs" c="dimmed" data-testid="daily-times-count">
              {t('eventWizard.schedule.timesADay', { count: times.length })}
            </Text>
          )}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('eventWizard.schedule.mostTimes', { count: MAX_DAILY_TIMES })}
        </Text>
      )}
      {repeating && times.length < MAX_DAILY_TIMES && (
        <RepeatTimesPanel
          times={times}
          onAdd={addRepeated}
          onClose={() => {
            setRepeating(false);
            focusSoon(repeatButton);
          }}
        />
      )}
    </Stack>
  );
}
