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
    HOLD_MINUTES: {
      label: 'Reservationstid',
      help: 'Hvor længe pladserne i en besøgendes kurv holdes til dem, før andre kan købe dem, fra 1 til 1440 minutter.',
    },
    EAN_APPROVAL: {
      label: 'Godkendelse af EAN-ordrer',
      help: 'Om ordrer fra offentlige institutioner, der betales senere med EAN-faktura, venter på personalets godkendelse, før billetterne udstedes.',
    },
    EAN_AUTO_LIMIT: {
      label: 'Grænse for automatisk godkendelse',
      help: 'Ved automatisk godkendelse udstedes EAN-ordrer op til dette beløb i {{currency}} (inkl. moms) med det samme; større ordrer venter på personalet.',
    },
  },
  values: {
    on: 'Til',
    off: 'Fra',
    empty: 'Tom',
    minutes_one: '{{count}} minut',
    minutes_other: '{{count}} minutter',
    minutesUnit: 'min.',
    eanApproval: { Manual: 'Personalet godkender hver ordre', Automatic: 'Automatisk op til en grænse' },
  },
  form: {
    createTitle: 'Ny indstilling',
    editTitle: 'Rediger indstilling',
    nameHelp: 'Store bogstaver, tal og _, for eksempel:',
    valueHelp: 'Tekst uden <, >, {, }, `, \\ eller ;.',
    builtIn: 'En indbygget indstilling kan ændres, men ikke slettes.',
    missing: 'Der findes ingen indstilling med navnet {{name}}.',
    limitUnused: 'Personalet godkender nu hver EAN-ordre: grænsen bruges, når godkendelse af EAN-ordrer er sat til automatisk.',
    limitZero:
      'Grænsen er {{limit}}, så alle EAN-ordrer med noget at betale venter stadig på personalet. Grænsen er indstillingen “Grænse for automatisk godkendelse”.',
    limitInUse:
      'EAN-ordrer op til {{limit}} (inkl. moms) udstedes med det samme; større ordrer venter på personalet. Grænsen er indstillingen “Grænse for automatisk godkendelse”.',
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
    minutes: 'Angiv et helt antal minutter fra 1 til 1440',
    eanApproval: 'Vælg, hvordan EAN-ordrer godkendes',
    amount: 'Angiv et beløb, fx 5000,00',
  },
  messages: {
    currencyNotConverted:
      'Priserne omregnes ikke: alle priser, gavekort og donationsbeløb beholder deres tal og vises i {{currency}}. Kontrollér dem, når du har gemt.',
    builtInNotDeletable: 'En indbygget indstilling kan ændres, men ikke slettes',
  },
  operations: { load: 'indlæse indstillingerne', loadOne: 'indlæse indstillingen' },
};
export default daConfigurations;
