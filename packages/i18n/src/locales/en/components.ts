/** Texts of the shared components: date range filter, multi-select filter, custom stylesheet fields and cell. */
const components = {
  dateRange: {
    label: 'Period',
    from: 'From',
    to: 'To',
    presets: {
      CUSTOM: 'Custom',
      TODAY: 'Today',
      YESTERDAY: 'Yesterday',
      LAST_7_DAYS: 'Last 7 days',
      LAST_30_DAYS: 'Last 30 days',
      LAST_90_DAYS: 'Last 90 days',
      NEXT_7_DAYS: 'Next 7 days',
      NEXT_30_DAYS: 'Next 30 days',
      NEXT_90_DAYS: 'Next 90 days',
    },
    limited: 'You can see data from {{date}}.',
  },
  dayInput: { unreadable: '“{{typed}}” is not a day: enter it as dd-mm-yyyy, for example 24-12-2027', beforeMin: 'Not before {{day}}' },
  limitedText: { full: 'It holds at most {{count}} characters.' },
  timeField: { hours: '{{field}}, hours', minutes: '{{field}}, minutes' },
  multiSelect: {
    others_one: '(+{{count}} other)',
    others_other: '(+{{count}} others)',
    search: 'Search',
    nothingFound: 'Nothing found',
    clear: 'Clear selection',
    remove: 'Remove {{label}}',
  },
  customCss: {
    legend: 'Custom stylesheet',
    column: 'Custom style',
    enabled: 'Use a custom stylesheet',
    mode: 'How it applies',
    modes: { APPEND: 'Add to the default style', REPLACE: 'Replace the default style' },
    modeHelp: {
      APPEND: 'Your stylesheet is loaded after ours, so you only change what you need.',
      REPLACE: 'Only your stylesheet is used, so it must style everything.',
    },
    short: { APPEND: 'Adds to default', REPLACE: 'Replaces default' },
    href: 'Stylesheet address',
    hrefHelp: 'A CSS file on a secure (https) address.',
    none: 'Default style',
  },
  localizedTexts: {
    defaultLanguage: 'Default language',
    defaultLanguageHelp: 'Visitors reading another language without a name of its own see this one.',
    nameIn: 'Name ({{language}})',
    descriptionIn: 'Description ({{language}})',
    languageNames: { en: 'English', da: 'Danish', de: 'German', nl: 'Dutch' },
  },
};
export default components;
