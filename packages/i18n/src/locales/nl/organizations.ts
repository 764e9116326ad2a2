import type organizations from '../en/organizations.js';

const nlOrganizations: typeof organizations = {
  own: {
    title: 'Je organisatie',
    intro: 'De naam die je bezoekers zien, de website waarin je shop is ingesloten en de stijl van de shop.',
  },
  list: {
    intro: 'Alle organisaties op Foyer. Maak organisaties aan, bewerk en verwijder ze en zet hun functies aan of uit.',
    add: 'Nieuwe organisatie',
    added: 'De organisatie ‘{{name}}’ is aangemaakt.',
    saved: 'De organisatie ‘{{name}}’ is opgeslagen.',
    actions: 'Acties',
    current: 'Huidige',
    on: 'Aan',
    off: 'Uit',
    venueCount_one: '{{count}} locatie',
    venueCount_other: '{{count}} locaties',
    editNamed: '{{name}} bewerken',
    deleteNamed: '{{name}} verwijderen',
  },
  fields: {
    name: 'Naam',
    targetOrigin: 'Shopwebsite (target origin)',
    targetOriginShort: 'Shopwebsite',
    targetOriginHelp:
      'Het adres van de website waarin je shop is ingesloten, bijvoorbeeld https://museum.example. De shop communiceert alleen met deze website.',
    payouts: 'Uitbetalingen',
    payoutsShort: 'Uitbetalingen',
    payoutsHelp: 'Toont uitbetalingsrapporten aan de organisatie.',
    payoutsPlatformOnly: 'Functies worden door Foyer aan- of uitgezet.',
  },
  form: {
    createTitle: 'Nieuwe organisatie',
    editTitle: '{{name}} bewerken',
    cssHelp: 'Verandert hoe de ingesloten shop eruitziet op je website.',
  },
  park: {
    badge: 'Park',
    help: 'De parkorganisatie verkoopt combitickets voor haar partnermusea.',
  },
  delete: {
    title: 'Organisatie verwijderen?',
    body: '{{name}} wordt verwijderd met alle locaties, evenementen en instellingen. Dit kan niet ongedaan worden gemaakt.',
  },
  validation: {
    origin: 'Moet een websiteadres zonder pad zijn, bijvoorbeeld https://museum.example',
  },
  messages: {
    nameTaken: 'Er bestaat al een organisatie met deze naam',
    parkNotDeletable: 'De parkorganisatie kan niet worden verwijderd',
    currentNotDeletable: 'Je kunt de organisatie waarin je werkt niet verwijderen. Wissel eerst naar een andere organisatie.',
    hasUsers: 'Deze organisatie heeft nog gebruikers. Verwijder of verplaats ze eerst.',
    featuresPlatformOnly: 'Alleen een Foyer-beheerder kan de functies van een organisatie wijzigen',
  },
  /** The platform admin's payment settings of an organisation (issue 10). */
  payments: {
    title: 'Betalingen',
    testMode: 'Testmodus',
    testModeHelp:
      'De shop ontvangt betalingen via de testprovider van Foyer: kopers keuren hun eigen betaling goed en er wordt geen geld overgemaakt. Alleen voor demo’s en proeven.',
    providerTest: 'Betalingen gaan naar de testprovider.',
    providerNone: 'Nog geen betaalprovider: de shop kan geen betalingen ontvangen.',
    platformOnly: 'Alleen een platformbeheerder kan de testmodus wijzigen',
    providerStripe: 'Betalingen gaan naar het Stripe-account van het museum.',
    stripe: {
      title: 'Stripe',
      intro:
        'Koppel het eigen Stripe-account van het museum: kaart- en MobilePay-betalingen gaan dan rechtstreeks daarheen. De sleutels worden versleuteld opgeslagen en nooit meer getoond.',
      webhookUrl: 'Webhookadres',
      webhookHelp:
        'Voeg in het Stripe-dashboard (Developers → Webhooks) een endpoint toe met dit adres en de gebeurtenissen checkout.session.completed, checkout.session.expired, charge.refunded, charge.dispute.created en charge.dispute.closed; plak daarna het ondertekeningsgeheim hieronder.',
      copy: 'Kopiëren',
      copied: 'Gekopieerd',
      secretKey: 'Geheime sleutel (sk_live_… onder Developers → API keys)',
      webhookSecret: 'Ondertekeningsgeheim van de webhook (whsec_…)',
      stored: 'Ingesteld, eindigt op {{last4}}',
      notSet: 'Niet ingesteld',
      keep: 'Leeg laten om de opgeslagen te behouden',
      save: 'Sleutels opslaan',
      use: 'Betalingen van de shop via Stripe ontvangen',
      useHelp: 'Mogelijk zodra beide sleutels zijn opgeslagen.',
      secretKeyInvalid: 'Moet een geheime Stripe-sleutel zijn (sk_live_… of sk_test_…)',
      webhookSecretInvalid: 'Moet een ondertekeningsgeheim van een Stripe-webhook zijn (whsec_…)',
      needsKeys: 'Stripe heeft eerst de geheime sleutel en het ondertekeningsgeheim van de webhook nodig',
      secretsKeyMissing:
        'Betaalsleutels kunnen nog niet worden opgeslagen: de server mist zijn versleutelingssleutel (FOYER_SECRETS_KEY). Vraag het je Foyer-beheerder.',
    },
  },
  operations: { load: 'de organisaties laden' },
  embed: {
    title: 'Je shop op je website',
    help: 'Plak deze tag waar de shop op je website moet verschijnen. Hij toont je evenementen en leidt bezoekers naar de betaling zonder je pagina te verlaten.',
    origin: 'Hij opent alleen op pagina’s van {{origin}}, de shopwebsite hierboven.',
    noOrigin: 'Vul eerst hierboven de shopwebsite in: de shop opent alleen binnen die site.',
    onePage: 'Voor één evenement: zet /events/ en de id van het evenement in data-page.',
    copy: 'Kopiëren',
    copied: 'Gekopieerd',
  },
};
export default nlOrganizations;
