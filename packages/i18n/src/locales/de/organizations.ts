import type organizations from '../en/organizations.js';

const deOrganizations: typeof organizations = {
  own: {
    title: 'Ihre Organisation',
    intro: 'Der Name, den Ihre Besucher sehen, die Website, in die Ihr Shop eingebettet ist, und der Stil des Shops.',
  },
  list: {
    intro:
      'Alle Organisationen auf Foyer. Legen Sie Organisationen an, bearbeiten und löschen Sie sie und schalten Sie ihre Funktionen ein oder aus.',
    add: 'Neue Organisation',
    added: 'Die Organisation „{{name}}“ ist angelegt.',
    saved: 'Die Organisation „{{name}}“ ist gespeichert.',
    actions: 'Aktionen',
    current: 'Aktuell',
    on: 'An',
    off: 'Aus',
    venueCount_one: '{{count}} Standort',
    venueCount_other: '{{count}} Standorte',
    editNamed: '{{name}} bearbeiten',
    deleteNamed: '{{name}} löschen',
  },
  fields: {
    name: 'Name',
    targetOrigin: 'Shop-Website (Target Origin)',
    targetOriginShort: 'Shop-Website',
    targetOriginHelp:
      'Die Adresse der Website, die Ihren Shop einbettet, z. B. https://museum.example. Der Shop kommuniziert nur mit dieser Website.',
    payouts: 'Auszahlungen',
    payoutsShort: 'Auszahlungen',
    payoutsHelp: 'Zeigt der Organisation Auszahlungsberichte.',
    payoutsPlatformOnly: 'Funktionen werden von Foyer ein- und ausgeschaltet.',
  },
  form: {
    createTitle: 'Neue Organisation',
    editTitle: '{{name}} bearbeiten',
    cssHelp: 'Ändert das Aussehen des eingebetteten Shops auf Ihrer Website.',
  },
  park: {
    badge: 'Park',
    help: 'Die Park-Organisation verkauft Kombitickets für ihre Partnermuseen.',
  },
  delete: {
    title: 'Organisation löschen?',
    body: '{{name}} wird mit ihren Standorten, Veranstaltungen und Einstellungen gelöscht. Das lässt sich nicht rückgängig machen.',
  },
  validation: {
    origin: 'Muss eine Website-Adresse ohne Pfad sein, z. B. https://museum.example',
  },
  messages: {
    nameTaken: 'Es gibt bereits eine Organisation mit diesem Namen',
    parkNotDeletable: 'Die Park-Organisation kann nicht gelöscht werden',
    currentNotDeletable:
      'Sie können die Organisation, in der Sie gerade arbeiten, nicht löschen. Wechseln Sie zuerst zu einer anderen Organisation.',
    hasUsers: 'Diese Organisation hat noch Benutzer. Entfernen oder verschieben Sie sie zuerst.',
    featuresPlatformOnly: 'Nur ein Foyer-Administrator kann die Funktionen einer Organisation ändern',
  },
  /** The platform admin's payment settings of an organisation (issue 10). */
  payments: {
    title: 'Zahlungen',
    testMode: 'Testmodus',
    testModeHelp:
      'Der Shop nimmt Zahlungen über den Testanbieter von Foyer an: Käufer bestätigen ihre Zahlung selbst, und es fließt kein Geld. Nur für Demos und Tests.',
    providerTest: 'Zahlungen gehen an den Testanbieter.',
    providerNone: 'Noch kein Zahlungsanbieter: Der Shop kann keine Zahlungen annehmen.',
    platformOnly: 'Nur ein Foyer-Administrator kann den Testmodus ändern',
    providerStripe: 'Zahlungen gehen an das Stripe-Konto des Museums.',
    stripe: {
      title: 'Stripe',
      intro:
        'Verbinden Sie das eigene Stripe-Konto des Museums: Karten- und MobilePay-Zahlungen gehen dann direkt dorthin. Die Schlüssel werden verschlüsselt gespeichert und nie wieder angezeigt.',
      webhookUrl: 'Webhook-Adresse',
      webhookHelp:
        'Legen Sie im Stripe-Dashboard (Developers → Webhooks) einen Endpunkt mit dieser Adresse und den Ereignissen checkout.session.completed, checkout.session.expired, charge.refunded, charge.dispute.created und charge.dispute.closed an; fügen Sie dann sein Signaturgeheimnis unten ein.',
      copy: 'Kopieren',
      copied: 'Kopiert',
      secretKey: 'Geheimer Schlüssel (sk_live_… unter Developers → API keys)',
      webhookSecret: 'Webhook-Signaturgeheimnis (whsec_…)',
      stored: 'Gesetzt, endet auf {{last4}}',
      notSet: 'Nicht gesetzt',
      keep: 'Leer lassen, um den gespeicherten zu behalten',
      save: 'Schlüssel speichern',
      use: 'Zahlungen des Shops über Stripe annehmen',
      useHelp: 'Möglich, sobald beide Schlüssel gespeichert sind.',
      secretKeyInvalid: 'Muss ein geheimer Stripe-Schlüssel sein (sk_live_… oder sk_test_…)',
      webhookSecretInvalid: 'Muss ein Stripe-Webhook-Signaturgeheimnis sein (whsec_…)',
      needsKeys: 'Stripe braucht zuerst den geheimen Schlüssel und das Webhook-Signaturgeheimnis',
      secretsKeyMissing:
        'Zahlungsschlüssel können noch nicht gespeichert werden: Dem Server fehlt sein Verschlüsselungsschlüssel (FOYER_SECRETS_KEY). Wenden Sie sich an Ihren Foyer-Administrator.',
    },
  },
  operations: { load: 'Das Laden der Organisationen' },
  embed: {
    title: 'Ihr Shop auf Ihrer Website',
    help: 'Fügen Sie diesen Tag dort ein, wo der Shop auf Ihrer Website erscheinen soll. Er zeigt Ihre Veranstaltungen und führt die Besucher bis zur Zahlung, ohne die Seite zu verlassen.',
    origin: 'Er öffnet sich nur auf Seiten von {{origin}}, der Shop-Website oben.',
    noOrigin: 'Geben Sie zuerst oben die Shop-Website an: Der Shop öffnet sich nur innerhalb dieser Website.',
    onePage: 'Für eine einzelne Veranstaltung: /events/ und deren ID in data-page eintragen.',
    copy: 'Kopieren',
    copied: 'Kopiert',
  },
};
export default deOrganizations;
