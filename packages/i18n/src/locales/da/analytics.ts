import type analytics from '../en/analytics.js';

const daAnalytics: typeof analytics = {
  list: {
    intro:
      'Sporingstjenester, som den indlejrede shop indlæser for jeres besøgende, så I kan måle besøg og salg. Shoppen spørger hver besøgende først og indlæser dem kun for dem, der tillader det.',
    add: 'Tilføj integration',
    empty: 'Der er ingen integrationer endnu. Tilføj Google Analytics eller en Facebook Pixel for at måle besøg og salg i shoppen.',
    actions: 'Handlinger',
    editNamed: 'Rediger {{name}}',
    deleteNamed: 'Slet {{name}}',
    toggleNamed: 'Indlæs {{name}} i shoppen',
    on: 'Til',
    off: 'Fra',
  },
  types: { GoogleAnalytics: 'Google Analytics', FacebookPixel: 'Facebook Pixel' },
  fields: {
    type: 'Tjeneste',
    id: 'Sporings-id',
    enabled: 'I shoppen',
  },
  help: {
    GoogleAnalytics: 'Måle-id’et for en Google Analytics 4-ejendom, G-XXXXXXXXXX, eller et ældre Universal Analytics-id, UA-12345678-1.',
    FacebookPixel: 'Pixel-id’et fra Meta Events Manager: kun cifre, f.eks. 123456789012345.',
  },
  form: {
    createTitle: 'Ny analyseintegration',
    editTitle: 'Rediger analyseintegration',
    enabledLabel: 'Indlæs i shoppen',
    enabledHelp: 'Når den er slået fra, indlæser shoppen ikke tjenesten; integrationen bevares.',
    missing: 'Denne integration findes ikke længere.',
  },
  delete: {
    title: 'Slet integrationen?',
    body: '{{name}} bliver ikke længere indlæst i shoppen. Det kan ikke fortrydes.',
  },
  messages: {
    googleAnalyticsId: 'Angiv et Google Analytics-id som G-XXXXXXXXXX eller UA-12345678-1',
    facebookPixelId: 'Angiv et Facebook Pixel-id: kun cifre',
    duplicate: 'Denne integration findes allerede',
  },
  operations: { load: 'indlæse analyseintegrationer', loadOne: 'indlæse analyseintegrationen' },
};
export default daAnalytics;
