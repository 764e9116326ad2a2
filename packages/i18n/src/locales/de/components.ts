import type components from '../en/components.js';

const deComponents: typeof components = {
  dateRange: {
    label: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    presets: {
      CUSTOM: 'Benutzerdefiniert',
      TODAY: 'Heute',
      YESTERDAY: 'Gestern',
      LAST_7_DAYS: 'Letzte 7 Tage',
      LAST_30_DAYS: 'Letzte 30 Tage',
      LAST_90_DAYS: 'Letzte 90 Tage',
      NEXT_7_DAYS: 'Nächste 7 Tage',
      NEXT_30_DAYS: 'Nächste 30 Tage',
      NEXT_90_DAYS: 'Nächste 90 Tage',
    },
    limited: 'Sie sehen Daten ab dem {{date}}.',
  },
  dayInput: {
    unreadable: '„{{typed}}“ ist kein Tag: Geben Sie ihn als TT-MM-JJJJ ein, z. B. 24-12-2027',
    beforeMin: 'Nicht vor dem {{day}}',
  },
  limitedText: { full: 'Es fasst höchstens {{count}} Zeichen.' },
  timeField: { hours: '{{field}}, Stunden', minutes: '{{field}}, Minuten' },
  multiSelect: {
    others_one: '(+{{count}} weiterer)',
    others_other: '(+{{count}} weitere)',
    search: 'Suchen',
    nothingFound: 'Nichts gefunden',
    clear: 'Auswahl löschen',
    remove: '{{label}} entfernen',
  },
  customCss: {
    legend: 'Eigenes Stylesheet',
    column: 'Eigener Stil',
    enabled: 'Eigenes Stylesheet verwenden',
    mode: 'Anwendung',
    modes: { APPEND: 'Standardstil ergänzen', REPLACE: 'Standardstil ersetzen' },
    modeHelp: {
      APPEND: 'Ihr Stylesheet wird nach unserem geladen, Sie ändern also nur, was Sie brauchen.',
      REPLACE: 'Nur Ihr Stylesheet wird verwendet, es muss also alles gestalten.',
    },
    short: { APPEND: 'Ergänzt Standard', REPLACE: 'Ersetzt Standard' },
    href: 'Adresse des Stylesheets',
    hrefHelp: 'Eine CSS-Datei unter einer sicheren (https-)Adresse.',
    none: 'Standardstil',
  },
  localizedTexts: {
    defaultLanguage: 'Standardsprache',
    defaultLanguageHelp: 'Besucher, deren Sprache keinen eigenen Namen hat, sehen diesen.',
    nameIn: 'Name ({{language}})',
    descriptionIn: 'Beschreibung ({{language}})',
    languageNames: { en: 'Englisch', da: 'Dänisch', de: 'Deutsch', nl: 'Niederländisch' },
  },
};
export default deComponents;
