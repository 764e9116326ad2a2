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
  dayInput: { unreadable: '‘{{typed}}’ is geen dag: voer hem in als dd-mm-jjjj, bijvoorbeeld 24-12-2027', beforeMin: 'Niet vóór {{day}}' },
  limitedText: { full: 'Er passen hoogstens {{count}} tekens in.' },
  timeField: { hours: '{{field}}, uren', minutes: '{{field}}, minuten' },
  multiSelect: {
    others_one: '(+{{count}} andere)',
    others_other: '(+{{count}} andere)',
    search: 'Zoeken',
    nothingFound: 'Niets gevonden',
    clear: 'Selectie wissen',
    remove: '{{label}} verwijderen',
  },
  customCss: {
    legend: 'Eigen stylesheet',
    column: 'Eigen stijl',
    enabled: 'Een eigen stylesheet gebruiken',
    mode: 'Toepassing',
    modes: { APPEND: 'Aanvullen op de standaardstijl', REPLACE: 'De standaardstijl vervangen' },
    modeHelp: {
      APPEND: 'Je stylesheet wordt na de onze geladen, zodat je alleen verandert wat je nodig hebt.',
      REPLACE: 'Alleen je stylesheet wordt gebruikt, dus die moet alles opmaken.',
    },
    short: { APPEND: 'Vult standaard aan', REPLACE: 'Vervangt standaard' },
    href: 'Adres van de stylesheet',
    hrefHelp: 'Een CSS-bestand op een veilig (https-)adres.',
    none: 'Standaardstijl',
  },
  localizedTexts: {
    defaultLanguage: 'Standaardtaal',
    defaultLanguageHelp: 'Bezoekers die een taal zonder eigen naam lezen, zien deze.',
    nameIn: 'Naam ({{language}})',
    descriptionIn: 'Beschrijving ({{language}})',
    languageNames: { en: 'Engels', da: 'Deens', de: 'Duits', nl: 'Nederlands' },
  },
};
export default nlComponents;
