import type components from '../en/components.js';

const nlComponents: typeof components = {
  dateRange: {
    label: 'Periode',
    from: 'Van',
    to: 'Tot en met',
    presets: {
      CUSTOM: 'Aangepast',
      TODAY: 'Vandaag',
      YESTERDAY: 'Gisteren',
      LAST_7_DAYS: 'Afgelopen 7 dagen',
      LAST_30_DAYS: 'Afgelopen 30 dagen',
      LAST_90_DAYS: 'Afgelopen 90 dagen',
      NEXT_7_DAYS: 'Komende 7 dagen',
      NEXT_30_DAYS: 'Komende 30 dagen',
      NEXT_90_DAYS: 'Komende 90 dagen',
    },
    limited: 'Je kunt gegevens zien vanaf {{date}}.',
  },
  multiSelect: {
    others_one: '(+{{count}} andere)',
    others_other: '(+{{count}} andere)',
    search: 'Zoeken',
    nothingFound: 'Niets gevonden',
    clear: 'Selectie wissen',
    remove: '{{label}} verwijderen',
  },
};
export default nlComponents;
