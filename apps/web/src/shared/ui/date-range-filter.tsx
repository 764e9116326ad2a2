import { Group, Select, type MantineSize } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import {
  DATE_PRESETS,
  applyLimitFrom,
  customValue,
  effectiveRange,
  isDatePreset,
  presetValue,
  todayIn,
  type DatePreset,
  type DateRangeValue,
} from '../dates/date-presets';
import { DEFAULT_TIME_ZONE, formatDate } from '../dates/format';

export type { DatePreset, DateRangeValue };

export interface DateRangeFilterProps {
  /** `{ dateRange, from, to }`; start it with `presetValue(...)` so the limit applies from the first render. */
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
  /** The user's limitDataAccessFrom (yyyy-MM-dd): nothing before it can be chosen, and a preset that would reach before it turns custom. */
  limitFrom?: string | null;
  /** The presets offered, in order; all of SPEC §9 by default. */
  presets?: readonly DatePreset[];
  /** The label of the preset select; "Period" by default. */
  label?: string;
  /** Whose "today" the presets count from; Europe/Copenhagen by default. */
  timeZone?: string;
  size?: MantineSize;
  'data-testid'?: string;
}

/**
 * The shared date filter (SPEC §5): a preset select and, only for a custom range, two date pickers.
 * The 'from' picker's maximum is the 'to' date and its minimum is limitFrom; the 'to' picker's
 * minimum is the 'from' date. Weeks start on Monday. Every change goes through the limit.
 */
export function DateRangeFilter({
  value,
  onChange,
  limitFrom = null,
  presets = DATE_PRESETS,
  label,
  timeZone = DEFAULT_TIME_ZONE,
  size = 'sm',
  'data-testid': testId = 'date-range-filter',
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  const today = todayIn(timeZone);
  const limit = limitFrom || null;

  const choosePreset = (preset: string | null) => {
    if (!isDatePreset(preset) || preset === value.dateRange) return;
    // Switching to custom starts from the dates the preset stood for, ready to adjust.
    const next = preset === 'CUSTOM' ? { dateRange: preset, ...effectiveRange(value, today) } : presetValue(preset, today);
    onChange(applyLimitFrom(next, limit, today));
  };

  const custom = value.dateRange === 'CUSTOM';
  const options = presets.includes(value.dateRange) ? presets : [...presets, value.dateRange];
  const pickerWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid={testId}>
      <Select
        label={label ?? t('components.dateRange.label')}
        size={size}
        w={{ base: '100%', xs: 190 }}
        data={options.map((preset) => ({ value: preset, label: t(`components.dateRange.presets.${preset}`) }))}
        value={value.dateRange}
        onChange={choosePreset}
        allowDeselect={false}
        maxDropdownHeight={340}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testId}-preset`}
      />
      {custom && (
        <>
          <DatePickerInput
            label={t('components.dateRange.from')}
            size={size}
            w={pickerWidth}
            value={value.from}
            onChange={(from) => onChange(customValue(from, value.to, today, limit))}
            minDate={limit ?? undefined}
            maxDate={value.to ?? undefined}
            firstDayOfWeek={1}
            valueFormat="DD-MM-YYYY"
            clearable={!limit}
            title={limit ? t('components.dateRange.limited', { date: formatDate(limit) }) : undefined}
            popoverProps={{ withinPortal: true }}
            data-testid={`${testId}-from`}
          />
          <DatePickerInput
            label={t('components.dateRange.to')}
            size={size}
            w={pickerWidth}
            value={value.to}
            onChange={(to) => onChange(customValue(value.from, to, today, limit))}
            minDate={value.from ?? limit ?? undefined}
            firstDayOfWeek={1}
            valueFormat="DD-MM-YYYY"
            clearable
            popoverProps={{ withinPortal: true }}
            data-testid={`${testId}-to`}
          />
        </>
      )}
    </Group>
  );
}
