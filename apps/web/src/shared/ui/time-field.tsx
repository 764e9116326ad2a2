import { TimePicker, type TimePickerProps } from '@mantine/dates';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimeFieldProps extends Omit<TimePickerProps, 'format' | 'withSeconds' | 'hoursInputLabel' | 'minutesInputLabel'> {
  label: string;
}

/**
 * A time of day as 'HH:mm', always on the 24-hour clock (SPEC §9). A native `<input type="time">`
 * (Mantine's TimeInput) follows the browser's locale and shows "02:00 PM" in an en-US browser, so
 * the hours and minutes are two fields of their own, each named for screen readers.
 */
export function TimeField({ label, hoursInputProps, minutesInputProps, ...props }: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      label={label}
      format="24h"
      hoursInputLabel={t('components.timeField.hours', { field: label })}
      minutesInputLabel={t('components.timeField.minutes', { field: label })}
      hoursInputProps={{ ...hoursInputProps, onMouseUp: keepSelected }}
      minutesInputProps={{ ...minutesInputProps, onMouseUp: keepSelected }}
      {...props}
    />
  );
}

/**
 * Each field selects its two digits when clicked, so typed digits replace them. A second click
 * into the field left the caret between them instead (the mouse's release undid the selection),
 * and "13" typed there read "113", which the field clamps to 23: a walk made a tour end at 23:59.
 */
const keepSelected = (event: MouseEvent<HTMLInputElement>) => event.preventDefault();
