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
    HOLD_MINUTES: {
      label: 'Reserveringstijd',
      help: 'Hoe lang de plaatsen in het winkelmandje van een bezoeker voor hem worden vastgehouden voordat anderen ze kunnen kopen, van 1 tot 1440 minuten.',
    },
    EAN_APPROVAL: {
      label: 'Goedkeuring van EAN-bestellingen',
      help: 'Of bestellingen van openbare instellingen, die later per EAN-factuur worden betaald, wachten op goedkeuring door medewerkers voordat de tickets worden uitgegeven.',
    },
    EAN_AUTO_LIMIT: {
      label: 'Grens voor automatische goedkeuring',
      help: 'Bij automatische goedkeuring worden EAN-bestellingen tot dit bedrag in {{currency}} (incl. btw) meteen uitgegeven; grotere wachten op medewerkers.',
    },
  },
  values: {
    on: 'Aan',
    off: 'Uit',
    empty: 'Leeg',
    minutes_one: '{{count}} minuut',
    minutes_other: '{{count}} minuten',
    minutesUnit: 'min.',
    eanApproval: { Manual: 'Medewerkers keuren elke bestelling goed', Automatic: 'Automatisch tot een grens' },
  },
  form: {
    createTitle: 'Nieuwe instelling',
    editTitle: 'Instelling bewerken',
    nameHelp: 'Hoofdletters, cijfers en _, bijvoorbeeld:',
    valueHelp: 'Tekst zonder <, >, {, }, `, \\ of ;.',
    builtIn: 'Een ingebouwde instelling kan worden gewijzigd, maar niet verwijderd.',
    missing: 'Er is geen instelling met de naam {{name}}.',
    limitUnused:
      'Medewerkers keuren nu elke EAN-bestelling goed: de grens geldt zodra goedkeuring van EAN-bestellingen op automatisch staat.',
    limitZero:
      'De grens is {{limit}}, dus elke EAN-bestelling met iets te betalen wacht nog steeds op medewerkers. De grens is de instelling ‘Grens voor automatische goedkeuring’.',
    limitInUse:
      'EAN-bestellingen tot {{limit}} (incl. btw) worden meteen uitgegeven; grotere wachten op medewerkers. De grens is de instelling ‘Grens voor automatische goedkeuring’.',
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
    minutes: 'Vul een geheel aantal minuten van 1 tot en met 1440 in',
    eanApproval: 'Kies hoe EAN-bestellingen worden goedgekeurd',
    amount: 'Vul een bedrag in, bijvoorbeeld 5000,00',
  },
  messages: {
    currencyNotConverted:
      'Prijzen worden niet omgerekend: elke prijs, elk cadeaubon- en donatiebedrag behoudt zijn getal en wordt in {{currency}} getoond. Controleer ze na het opslaan.',
    builtInNotDeletable: 'Een ingebouwde instelling kan worden gewijzigd, maar niet verwijderd',
  },
  operations: { load: 'de instellingen laden', loadOne: 'de instelling laden' },
};
export default nlConfigurations;
