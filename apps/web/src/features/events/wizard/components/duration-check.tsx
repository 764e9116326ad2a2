import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { timesLength } from '../times-length';
import { toInt, type WizardValues } from '../wizard-values';
import { durationText, type Form } from './step-helpers';

/** The times' length when it is not the duration the shop shows, else null. */
function differingLength(values: WizardValues, zone: string, shown: number | null): number | null {
  const lasts = timesLength(values, zone);
  return lasts === null || shown === null || lasts === shown || lasts <= 0 ? null : lasts;
}

/**
 * The shop shows the first step's duration beside the times: when the times typed last longer or
 * shorter ("60 min" for 14:00–15:59), say so and offer the times' length in one click.
 */
export function DurationCheck({ form, zone }: { form: Form; zone: string }) {
  const { t } = useTranslation();
  const shown = toInt(form.values.durationMinutes);
  const lasts = differingLength(form.values, zone, shown);
  if (lasts === null || shown === null) return null;
  return (
    <Alert color="blue" data-testid="duration-check">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('eventWizard.schedule.durationDiffers', { shown: durationText(shown, t), lasts: durationText(lasts, t) })}</Text>
        <Button size="xs" variant="white" onClick={() => form.setFieldValue('durationMinutes', lasts)} data-testid="duration-use-times">
          {t('eventWizard.schedule.useTimesLength', { lasts: durationText(lasts, t) })}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Edit series: new times that last longer or shorter than the event's duration are said, as in the
 * wizard; the duration is one of the event's details, changed on its details page.
 */
export function SeriesDurationCheck({
  values,
  zone,
  eventId,
  durationMinutes,
}: {
  values: WizardValues;
  zone: string;
  eventId: string;
  durationMinutes: number;
}) {
  const { t } = useTranslation();
  const lasts = differingLength(values, zone, durationMinutes);
  if (lasts === null) return null;
  return (
    <Alert color="blue" data-testid="duration-check">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('eventWizard.editRecurring.durationDiffers', { shown: durationText(durationMinutes, t), lasts: durationText(lasts, t) })}
        </Text>
        <Anchor component={Link} to={`/events/edit-details/${eventId}`} size="sm" underline="always" data-testid="duration-edit-details">
          {t('eventWizard.editRecurring.editDuration')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
