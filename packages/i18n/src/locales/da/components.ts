import type components from '../en/components.js';

const daComponents: typeof components = {
  dateRange: {
    label: 'Periode',
    from: 'Fra',
    to: 'Til',
    presets: {
      CUSTOM: 'Tilpasset',
      TODAY: 'I dag',
      YESTERDAY: 'I går',
      LAST_7_DAYS: 'Seneste 7 dage',
      LAST_30_DAYS: 'Seneste 30 dage',
      LAST_90_DAYS: 'Seneste 90 dage',
      NEXT_7_DAYS: 'Næste 7 dage',
      NEXT_30_DAYS: 'Næste 30 dage',
      NEXT_90_DAYS: 'Næste 90 dage',
    },
    limited: 'Du kan se data fra {{date}}.',
  },
  dayInput: { unreadable: '“{{typed}}” er ikke en dag: skriv den som dd-mm-åååå, fx 24-12-2027', beforeMin: 'Ikke før {{day}}' },
  limitedText: { full: 'Feltet kan højst rumme {{count}} tegn.' },
  timeField: { hours: '{{field}}, timer', minutes: '{{field}}, minutter' },
  multiSelect: {
    others_one: '(+{{count}} anden)',
    others_other: '(+{{count}} andre)',
    search: 'Søg',
    nothingFound: 'Intet fundet',
    clear: 'Ryd valg',
    remove: 'Fjern {{label}}',
  },
  customCss: {
    legend: 'Eget stylesheet',
    column: 'Egen stil',
    enabled: 'Brug eget stylesheet',
    mode: 'Sådan bruges det',
    modes: { APPEND: 'Tilføj til standardstilen', REPLACE: 'Erstat standardstilen' },
    modeHelp: {
      APPEND: 'Jeres stylesheet indlæses efter vores, så I kun ændrer det, I har brug for.',
      REPLACE: 'Kun jeres stylesheet bruges, så det skal style det hele.',
    },
    short: { APPEND: 'Tilføjer til standard', REPLACE: 'Erstatter standard' },
    href: 'Stylesheetets adresse',
    hrefHelp: 'En CSS-fil på en sikker (https) adresse.',
    none: 'Standardstil',
  },
  localizedTexts: {
    defaultLanguage: 'Standardsprog',
    defaultLanguageHelp: 'Besøgende, der læser et sprog uden eget navn, ser dette.',
    nameIn: 'Navn ({{language}})',
    descriptionIn: 'Beskrivelse ({{language}})',
    languageNames: { en: 'Engelsk', da: 'Dansk', de: 'Tysk', nl: 'Nederlandsk' },
  },
};
export default daComponents;
