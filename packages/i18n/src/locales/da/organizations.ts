import type organizations from '../en/organizations.js';

const daOrganizations: typeof organizations = {
  own: {
    title: 'Jeres organisation',
    intro: 'Navnet, jeres besøgende ser, hjemmesiden, hvor jeres shop er indlejret, og shoppens stil.',
  },
  list: {
    intro: 'Alle organisationer på Foyer. Opret, rediger og slet organisationer, og slå deres funktioner til eller fra.',
    add: 'Ny organisation',
    added: 'Organisationen “{{name}}” er oprettet.',
    saved: 'Organisationen “{{name}}” er gemt.',
    actions: 'Handlinger',
    current: 'Aktuel',
    on: 'Til',
    off: 'Fra',
    venueCount_one: '{{count}} sted',
    venueCount_other: '{{count}} steder',
    editNamed: 'Rediger {{name}}',
    deleteNamed: 'Slet {{name}}',
  },
  fields: {
    name: 'Navn',
    targetOrigin: 'Shoppens hjemmeside (target origin)',
    targetOriginShort: 'Shoppens hjemmeside',
    targetOriginHelp:
      'Adressen på den hjemmeside, der indlejrer jeres shop, fx https://museum.example. Shoppen taler kun med denne hjemmeside.',
    payouts: 'Udbetalinger',
    payoutsShort: 'Udbetalinger',
    payoutsHelp: 'Viser udbetalingsrapporter for organisationen.',
    payoutsPlatformOnly: 'Funktioner slås til og fra af Foyer.',
  },
  form: {
    createTitle: 'Ny organisation',
    editTitle: 'Rediger {{name}}',
    cssHelp: 'Ændrer, hvordan den indlejrede shop ser ud på jeres hjemmeside.',
  },
  park: {
    badge: 'Park',
    help: 'Parkorganisationen sælger kombibilletter til sine partnermuseer.',
  },
  delete: {
    title: 'Slet organisationen?',
    body: '{{name}} bliver slettet sammen med sine steder, arrangementer og indstillinger. Det kan ikke fortrydes.',
  },
  validation: {
    origin: 'Skal være en hjemmesideadresse uden sti, fx https://museum.example',
  },
  messages: {
    nameTaken: 'Der findes allerede en organisation med dette navn',
    parkNotDeletable: 'Parkorganisationen kan ikke slettes',
    currentNotDeletable: 'Du kan ikke slette den organisation, du arbejder i. Skift først til en anden organisation.',
    hasUsers: 'Organisationen har stadig brugere. Fjern eller flyt dem først.',
    featuresPlatformOnly: 'Kun en Foyer-administrator kan ændre en organisations funktioner',
  },
  /** The platform admin's payment settings of an organisation (issue 10). */
  payments: {
    title: 'Betalinger',
    testMode: 'Testtilstand',
    testModeHelp:
      'Butikken tager imod betalinger via Foyers testudbyder: køberen godkender selv sin betaling, og ingen penge flyttes. Kun til demoer og afprøvning.',
    providerTest: 'Betalinger går til testudbyderen.',
    providerNone: 'Ingen betalingsudbyder endnu: butikken kan ikke modtage betalinger.',
    platformOnly: 'Kun en platformsadministrator kan ændre testtilstand',
    providerStripe: 'Betalinger går til museets Stripe-konto.',
    stripe: {
      title: 'Stripe',
      intro:
        'Forbind museets egen Stripe-konto: kort- og MobilePay-betalinger går så direkte dertil. Nøglerne gemmes krypteret og vises aldrig igen.',
      webhookUrl: 'Webhook-adresse',
      webhookHelp:
        'I Stripes dashboard (Developers → Webhooks) tilføjer du et endpoint med denne adresse og hændelserne checkout.session.completed, checkout.session.expired, charge.refunded, charge.dispute.created og charge.dispute.closed; indsæt derefter dets signeringsnøgle nedenfor.',
      copy: 'Kopiér',
      copied: 'Kopieret',
      secretKey: 'Hemmelig nøgle (sk_live_… fra Developers → API keys)',
      webhookSecret: 'Webhook-signeringsnøgle (whsec_…)',
      stored: 'Angivet, slutter på {{last4}}',
      notSet: 'Ikke angivet',
      keep: 'Lad feltet stå tomt for at beholde den gemte',
      save: 'Gem nøgler',
      use: 'Tag imod butikkens betalinger via Stripe',
      useHelp: 'Muligt, når begge nøgler er gemt.',
      secretKeyInvalid: 'Skal være en hemmelig Stripe-nøgle (sk_live_… eller sk_test_…)',
      webhookSecretInvalid: 'Skal være en Stripe-webhook-signeringsnøgle (whsec_…)',
      needsKeys: 'Stripe kræver først den hemmelige nøgle og webhook-signeringsnøglen',
      secretsKeyMissing:
        'Betalingsnøgler kan ikke gemmes endnu: serveren mangler sin krypteringsnøgle (FOYER_SECRETS_KEY). Kontakt jeres Foyer-administrator.',
    },
  },
  operations: { load: 'indlæse organisationerne' },
  embed: {
    title: 'Din shop på dit website',
    help: 'Indsæt dette tag der, hvor shoppen skal vises på dit website. Den viser jeres arrangementer og fører de besøgende videre til betaling uden at forlade siden.',
    origin: 'Den åbner kun på sider under {{origin}}, shoppens website ovenfor.',
    noOrigin: 'Angiv først shoppens website ovenfor: shoppen åbner kun inde på det website.',
    onePage: 'For ét arrangement: skriv /events/ og arrangementets id i data-page.',
    copy: 'Kopiér',
    copied: 'Kopieret',
  },
};
export default daOrganizations;
