import type analytics from '../en/analytics.js';

const nlAnalytics: typeof analytics = {
  list: {
    intro:
      'Trackingdiensten die de ingesloten shop voor je bezoekers laadt, om bezoeken en verkopen te meten. De shop vraagt elke bezoeker eerst toestemming en laadt ze alleen voor wie dat toestaat.',
    add: 'Integratie toevoegen',
    empty: 'Nog geen integraties. Voeg Google Analytics of een Facebook Pixel toe om bezoeken en verkopen in de shop te meten.',
    actions: 'Acties',
    editNamed: '{{name}} bewerken',
    deleteNamed: '{{name}} verwijderen',
    toggleNamed: '{{name}} in de shop laden',
    on: 'Aan',
    off: 'Uit',
  },
  types: { GoogleAnalytics: 'Google Analytics', FacebookPixel: 'Facebook Pixel' },
  fields: {
    type: 'Dienst',
    id: 'Tracking-ID',
    enabled: 'In de shop',
  },
  help: {
    GoogleAnalytics:
      'De metings-ID van een Google Analytics 4-property, G-XXXXXXXXXX, of een oudere Universal Analytics-ID, UA-12345678-1.',
    FacebookPixel: 'De pixel-ID uit Meta Events Manager: alleen cijfers, bijvoorbeeld 123456789012345.',
  },
  form: {
    createTitle: 'Nieuwe analyse-integratie',
    editTitle: 'Analyse-integratie bewerken',
    enabledLabel: 'Laden in de shop',
    enabledHelp: 'Als dit uit staat, laadt de shop deze dienst niet; de integratie blijft bewaard.',
    missing: 'Deze integratie bestaat niet meer.',
  },
  delete: {
    title: 'Integratie verwijderen?',
    body: '{{name}} wordt niet meer in de shop geladen. Dit kan niet ongedaan worden gemaakt.',
  },
  messages: {
    googleAnalyticsId: 'Voer een Google Analytics-ID in zoals G-XXXXXXXXXX of UA-12345678-1',
    facebookPixelId: 'Voer een Facebook Pixel-ID in: alleen cijfers',
    duplicate: 'Deze integratie bestaat al',
  },
  operations: { load: 'analyse-integraties laden', loadOne: 'de analyse-integratie laden' },
};
export default nlAnalytics;
