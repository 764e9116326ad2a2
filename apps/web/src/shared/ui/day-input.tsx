import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../dates/format';
import { parseTypedDay } from '../dates/typed-day';

/**
 * A day typed or picked, shown DD-MM-YYYY. Mantine's field drops a typed day it cannot read, or
 * one before `minDate`, when it loses the focus, and the form kept its old value without a word
 * (a walk typed a last day on sale before the first, and 99-99-2026): this one says why instead,
 * naming what was typed.
 */
export function DayInput({ error, onBlur, onChange, minDate, ...props }: Omit<DateInputProps, 'minDate'> & { minDate?: string }) {
  const { t } = useTranslation();
  const [dropped, setDropped] = useState<string | null>(null);
  return (
    <DateInput
      dateParser={parseTypedDay}
      valueFormat="DD-MM-YYYY"
      firstDayOfWeek={1}
      clearable
      minDate={minDate}
      {...props}
      error={dropped ?? error}
      onChange={(value) => {
        setDropped(null);
        onChange?.(value);
      }}
      onBlur={(event) => {
        const typed = event.currentTarget.value.trim();
        const day = typed ? parseTypedDay(typed) : null;
        // The field empties itself on leaving: what was typed is named in the message, so it is not lost.
        if (typed && !day) setDropped(t('components.dayInput.unreadable', { typed }));
        else if (day && minDate && day < minDate) setDropped(t('components.dayInput.beforeMin', { day: formatDate(minDate) }));
        else setDropped(null);
        onBlur?.(event);
      }}
    />
  );
}
