import type configurations from '../en/configurations.js';

const nlConfigurations: typeof configurations = {
  list: {
    intro: 'Instellingen die bepalen hoe je shop en backoffice zich gedragen.',
    empty: 'Nog geen instellingen.',
    editNamed: '{{name}} bewerken',
  },
  fields: {
    name: 'Naam',
    value: 'Waarde',
  },
  known: {
    CURRENCY: { label: 'Valuta', help: 'De valuta van je prijzen.' },
    LANGUAGE: { label: 'Taal', help: 'De taal van je shop en e-mails als de bezoeker er zelf geen heeft gekozen.' },
    MARKETING: { label: 'Toestemming voor marketing', help: 'Vraag klanten bij het afrekenen of ze marketing willen ontvangen.' },
    RETURN_POLICY: { label: 'Retourbeleid', help: 'Toon je retourbeleid bij het afrekenen.' },
    MARKETING_ORGANISATION_NAME: {
      label: 'Afzender van marketing',
      help: 'De naam van de organisatie die klanten zien als ze toestemming geven voor marketing.',
    },
  },
  values: {
    on: 'Aan',
    off: 'Uit',
    empty: 'Leeg',
  },
  form: {
    createTitle: 'Nieuwe instelling',
    editTitle: 'Instelling bewerken',
    nameHelp: 'Hoofdletters, cijfers en _, bijvoorbeeld:',
    valueHelp: 'Tekst zonder <, >, {, }, `, \\ of ;.',
    builtIn: 'Een ingebouwde instelling kan worden gewijzigd, maar niet verwijderd.',
    missing: 'Er is geen instelling met de naam {{name}}.',
  },
  delete: {
    title: 'Instelling verwijderen?',
    body: 'De instelling {{name}} wordt verwijderd. Dit kan niet ongedaan worden gemaakt.',
  },
  validation: {
    forbiddenCharacters: 'Verwijder de tekens <, >, {, }, `, \\ en ;',
    nameTaken: 'Een andere instelling heeft deze naam al',
    namePattern: 'Gebruik hoofdletters, cijfers en _ (bijvoorbeeld OPENING_HOURS)',
    currency: 'Kies DKK of EUR',
    language: 'Kies een van de talen',
    boolean: 'Moet aan of uit zijn',
  },
  messages: {
    currencyNotConverted:
      'Prijzen worden niet omgerekend: elke prijs, elk cadeaubon- en donatiebedrag behoudt zijn getal en wordt in {{currency}} getoond. Controleer ze na het opslaan.',
    builtInNotDeletable: 'Een ingebouwde instelling kan worden gewijzigd, maar niet verwijderd',
  },
  operations: { load: 'de instellingen laden', loadOne: 'de instelling laden' },
};
export default nlConfigurations;
