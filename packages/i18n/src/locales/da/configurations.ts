import type configurations from '../en/configurations.js';

const daConfigurations: typeof configurations = {
  list: {
    intro: 'Indstillinger, der bestemmer, hvordan jeres shop og backoffice opfører sig.',
    empty: 'Der er ingen indstillinger endnu.',
    editNamed: 'Rediger {{name}}',
  },
  fields: {
    name: 'Navn',
    value: 'Værdi',
  },
  known: {
    CURRENCY: { label: 'Valuta', help: 'Valutaen for jeres priser.' },
    LANGUAGE: { label: 'Sprog', help: 'Sproget i jeres shop og e-mails, når den besøgende ikke selv har valgt et.' },
    MARKETING: { label: 'Samtykke til markedsføring', help: 'Spørg kunderne ved betalingen, om de vil modtage markedsføring.' },
    RETURN_POLICY: { label: 'Returpolitik', help: 'Vis jeres returpolitik ved betalingen.' },
    MARKETING_ORGANISATION_NAME: {
      label: 'Afsender af markedsføring',
      help: 'Organisationsnavnet, der vises, når kunder giver samtykke til markedsføring.',
    },
  },
  values: {
    on: 'Til',
    off: 'Fra',
    empty: 'Tom',
  },
  form: {
    createTitle: 'Ny indstilling',
    editTitle: 'Rediger indstilling',
    nameHelp: 'Store bogstaver, tal og _, for eksempel:',
    valueHelp: 'Tekst uden <, >, {, }, `, \\ eller ;.',
    builtIn: 'En indbygget indstilling kan ændres, men ikke slettes.',
    missing: 'Der findes ingen indstilling med navnet {{name}}.',
  },
  delete: {
    title: 'Slet indstillingen?',
    body: 'Indstillingen {{name}} bliver slettet. Det kan ikke fortrydes.',
  },
  validation: {
    forbiddenCharacters: 'Fjern tegnene <, >, {, }, `, \\ og ;',
    nameTaken: 'En anden indstilling har allerede dette navn',
    namePattern: 'Brug store bogstaver, tal og _ (fx OPENING_HOURS)',
    currency: 'Vælg DKK eller EUR',
    language: 'Vælg et af sprogene',
    boolean: 'Skal være til eller fra',
  },
  messages: {
    currencyNotConverted:
      'Priserne omregnes ikke: alle priser, gavekort og donationsbeløb beholder deres tal og vises i {{currency}}. Kontrollér dem, når du har gemt.',
    builtInNotDeletable: 'En indbygget indstilling kan ændres, men ikke slettes',
  },
  operations: { load: 'indlæse indstillingerne', loadOne: 'indlæse indstillingen' },
};
export default daConfigurations;
