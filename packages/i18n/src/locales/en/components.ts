/** Texts of the shared components: date range filter, multi-select filter. */
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
  multiSelect: {
    others_one: '(+{{count}} other)',
    others_other: '(+{{count}} others)',
    search: 'Search',
    nothingFound: 'Nothing found',
    clear: 'Clear selection',
    remove: 'Remove {{label}}',
  },
};
export default components;
