import { Alert, Button, Stack, Text } from '@mantine/core';
import { durationDisplay } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { timesLength } from '../times-length';
import { toInt } from '../wizard-values';
import { durationText, type Form } from './step-helpers';

/**
 * The shop shows the first step's duration beside the times: when the times typed last longer or
 * shorter ("60 min" for 14:00–15:59), say so and offer the times' length in one click.
 */
export function DurationCheck({ form, zone }: { form: Form; zone: string }) {
  const { t } = useTranslation();
  const lasts = timesLength(form.values, zone);
  const shown = toInt(form.values.durationMinutes);
  if (lasts === null || shown === null || lasts === shown || lasts <= 0) return null;
  const text = (minutes: number) => durationText(durationDisplay(minutes));
  return (
    <Alert color="blue" data-testid="duration-check">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('eventWizard.schedule.durationDiffers', { shown: text(shown), lasts: text(lasts) })}</Text>
        <Button size="xs" variant="white" onClick={() => form.setFieldValue('durationMinutes', lasts)} data-testid="duration-use-times">
          {t('eventWizard.schedule.useTimesLength', { lasts: text(lasts) })}
        </Button>
      </Stack>
    </Alert>
  );
}
