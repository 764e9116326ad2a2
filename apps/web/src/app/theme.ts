import {
  Alert,
  DEFAULT_THEME,
  Drawer,
  Input,
  Loader,
  Modal,
  MultiSelect,
  Notification,
  Select,
  Table,
  TagsInput,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
  type MantineThemeColors,
} from '@mantine/core';
import comboboxOption from './combobox-option.module.css';
import inputFocus from './input-focus.module.css';

const foyer: MantineColorsTuple = [
  '#eaf2fa',
  '#d5e2f0',
  '#a8c3e2',
  '#78a2d4',
  '#5186c8',
  '#3a75c1',
  '#2d6cbf',
  '#1f5ba9',
  '#1c4e80',
  '#0f3d6e',
];

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * WCAG 2.2 AA asks 4.5:1 for text. Mantine draws filled backgrounds under white text, and light,
 * outline and plain coloured text on white, all with shade 6 (and dimmed text with gray 6), which
 * for most palettes is 2–3.5:1. So shades 6–9 are darkened here until white text on them (and
 * they as text on white or on their own 10 % tint) reaches 4.5:1 with a margin (5.6:1 on white keeps 4.5:1 on grey pages, and for a light badge on a hovered row): one rule for every
 * colour, instead of fixing pages one by one. Shades 0–5 (backgrounds, borders) stay as they are.
 */
const TEXT_CONTRAST = 5.6;

export function accessibleShades(tuple: readonly string[]): MantineColorsTuple {
  const shades = [...tuple];
  for (let index = 6; index <= 9; index++) {
    let shade = shades[index]!;
    for (let step = 0; step < 40 && contrast(shade, '#ffffff') < TEXT_CONTRAST; step++) shade = darken(shade, 0.05);
    // Darker shades stay at least as dark as the one before, so hover states keep their contrast.
    if (luminance(shade) > luminance(shades[index - 1]!) && index > 6) shade = shades[index - 1]!;
    shades[index] = shade;
  }
  return shades as unknown as MantineColorsTuple;
}

const colors = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, foyer })
    // `dark` is the dark scheme's grey scale (and light mode's text colour): already dark enough.
    .map(([name, tuple]) => [name, name === 'dark' ? tuple : accessibleShades(tuple)]),
) as MantineThemeColors;

/** The words of the controls Mantine draws itself (close and clear buttons, calendar arrows), translated. */
export interface ThemeLabels {
  close: string;
  clear: string;
  previousMonth: string;
  nextMonth: string;
  previousYear: string;
  nextYear: string;
  previousDecade: string;
  nextDecade: string;
}

/** SPEC §9 breakpoints: xs 640, sm 768, md 1024, lg 1280. */
export function createFoyerTheme(labels: ThemeLabels) {
  const closeButtonProps = { 'aria-label': labels.close };
  const clearButtonProps = { 'aria-label': labels.clear };
  const calendar = {
    defaultProps: {
      // The neighbouring months' days were faint (2.1:1) yet clickable; the month alone is clearer.
      hideOutsideDates: true,
      ariaLabels: {
        previousMonth: labels.previousMonth,
        nextMonth: labels.nextMonth,
        previousYear: labels.previousYear,
        nextYear: labels.nextYear,
        previousDecade: labels.previousDecade,
        nextDecade: labels.nextDecade,
      },
    },
    // Mantine capitalises the month and the weekdays; Danish and Dutch write "december", "ma".
    styles: { calendarHeaderLevel: { textTransform: 'none' as const }, weekday: { textTransform: 'none' as const } },
  };
  const pickerInput = { defaultProps: { ...calendar.defaultProps, clearButtonProps }, styles: calendar.styles };
  return createTheme({
    primaryColor: 'foyer',
    colors,
    // A colour given by value (not a palette) gets black or white text, whichever reads.
    autoContrast: true,
    luminanceThreshold: 0.179,
    breakpoints: { xs: '40em', sm: '48em', md: '64em', lg: '80em', xl: '96em' },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    components: {
      // Long Danish and German compounds must wrap rather than overflow a phone screen.
      Title: { styles: { root: { overflowWrap: 'anywhere' } } },
      // Every close X Mantine draws has a name a screen reader can say.
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
      // A spinner is announced as a status; a bare span may not carry the aria-label pages give it.
      Loader: Loader.extend({ defaultProps: { role: 'status' } }),
      Alert: Alert.extend({ defaultProps: { closeButtonLabel: labels.close } }),
      Input: Input.extend({ classNames: { input: inputFocus.input } }),
      Select: Select.extend({ defaultProps: { clearButtonProps }, classNames: { option: comboboxOption.option } }),
      // Mantine's hover grey (gray 1) under a light badge took its text below 4.5:1.
      Table: Table.extend({ defaultProps: { highlightOnHoverColor: 'gray.0' } }),
      MultiSelect: MultiSelect.extend({ defaultProps: { clearButtonProps }, classNames: { option: comboboxOption.option } }),
      TagsInput: TagsInput.extend({ defaultProps: { clearButtonProps } }),
      // The date pickers by name, not by their `extend`: importing them here would put all of
      // @mantine/dates in the first load, where only pages with a date field need it.
      Calendar: calendar,
      DatePicker: calendar,
      DatePickerInput: pickerInput,
      DateInput: pickerInput,
      DateTimePicker: pickerInput,
      MonthPickerInput: pickerInput,
      YearPickerInput: pickerInput,
    },
  });
}

/** The theme with English labels, for tests and code outside the translated app. */
export const theme = createFoyerTheme({
  close: 'Close',
  clear: 'Clear',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
});
