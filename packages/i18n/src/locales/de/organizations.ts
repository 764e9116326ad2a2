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
    targetOrigin: 'Website des Shops (Target Origin)',
    targetOriginShort: 'Website des Shops',
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
    featuresPlatformOnly: 'Nur ein Foyer-Admin kann die Funktionen einer Organisation ändern',
  },
  /** The platform admin's payment settings of an organisation (issue 10). */
  payments: {
    title: 'Zahlungen',
    testMode: 'Testmodus',
    testModeHelp:
      'Der Shop nimmt Zahlungen über den Testanbieter von Foyer an: Käufer bestätigen ihre Zahlung selbst, und es fließt kein Geld. Nur für Demos und Tests.',
    providerTest: 'Zahlungen gehen an den Testanbieter.',
    providerNone: 'Noch kein Zahlungsanbieter: Der Shop kann keine Zahlungen annehmen.',
    platformOnly: 'Nur ein Plattform-Admin kann den Testmodus ändern',
  },
  operations: { load: 'Das Laden der Organisationen' },
};
export default deOrganizations;
