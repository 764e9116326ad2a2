import type analytics from '../en/analytics.js';

const deAnalytics: typeof analytics = {
  list: {
    intro:
      'Tracking-Dienste, die der eingebettete Shop für Ihre Besucher lädt, um Besuche und Verkäufe zu messen. Der Shop fragt jeden Besucher vorher und lädt sie nur, wenn er es erlaubt.',
    add: 'Integration hinzufügen',
    empty: 'Noch keine Integrationen. Fügen Sie Google Analytics oder ein Facebook Pixel hinzu, um Besuche und Verkäufe im Shop zu messen.',
    actions: 'Aktionen',
    editNamed: '{{name}} bearbeiten',
    deleteNamed: '{{name}} löschen',
    toggleNamed: '{{name}} im Shop laden',
    on: 'An',
    off: 'Aus',
  },
  types: { GoogleAnalytics: 'Google Analytics', FacebookPixel: 'Facebook Pixel' },
  fields: {
    type: 'Dienst',
    id: 'Tracking-ID',
    enabled: 'Im Shop',
  },
  help: {
    GoogleAnalytics: 'Die Mess-ID einer Google-Analytics-4-Property, G-XXXXXXXXXX, oder eine ältere Universal-Analytics-ID, UA-12345678-1.',
    FacebookPixel: 'Die Pixel-ID aus dem Meta Events Manager: nur Ziffern, z. B. 123456789012345.',
  },
  form: {
    createTitle: 'Neue Analyse-Integration',
    editTitle: 'Analyse-Integration bearbeiten',
    enabledLabel: 'Im Shop laden',
    enabledHelp: 'Wenn aus, lädt der Shop diesen Dienst nicht; die Integration bleibt erhalten.',
    missing: 'Diese Integration gibt es nicht mehr.',
  },
  delete: {
    title: 'Integration löschen?',
    body: '{{name}} wird im Shop nicht mehr geladen. Das kann nicht rückgängig gemacht werden.',
  },
  messages: {
    googleAnalyticsId: 'Geben Sie eine Google-Analytics-ID wie G-XXXXXXXXXX oder UA-12345678-1 ein',
    facebookPixelId: 'Geben Sie eine Facebook-Pixel-ID ein: nur Ziffern',
    duplicate: 'Diese Integration gibt es bereits',
  },
  operations: { load: 'Analyse-Integrationen laden', loadOne: 'die Analyse-Integration laden' },
};
export default deAnalytics;
