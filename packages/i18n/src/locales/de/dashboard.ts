import type dashboard from '../en/dashboard.js';

const deDashboard: typeof dashboard = {
  greeting: 'Willkommen, {{name}}',
  nothingYet: 'Hier gibt es für Sie noch nichts zu tun. Ihre Administration kann Ihnen mehr Zugriff geben.',
  operations: {
    loadEvents: 'Das Laden der Veranstaltungen',
  },
  occurrences: {
    today: 'Heute',
    upcoming: 'Die nächsten 7 Tage',
    noneToday: 'Heute keine Veranstaltungen.',
    noneUpcoming: 'Keine Veranstaltungen in den nächsten 7 Tagen.',
    loading: 'Veranstaltungen werden geladen',
    allDay: 'Ganztägig',
    capacity: '{{used}} von {{capacity}} verkauft',
    unlimited: '{{used}} verkauft · unbegrenzt',
    more: 'Die ersten {{shown}} von {{total}} werden angezeigt.',
  },
  staffing: {
    MISSING: 'Guides fehlen',
    REQUESTED: 'Angefragt',
    ACCEPTED: 'Angenommen',
    PARTLY_ACCEPTED: '{{accepted}} von {{total}} angenommen',
  },
  shortcuts: {
    vouchers: 'Gutscheine und ihre Codes',
    users: 'Mitarbeitende und Guides einladen und ihre Rollen festlegen',
    venues: 'Gebäude und Standorte mit ihren Zeitzonen',
    organizations: 'Name, Shop-Website und Stil der Organisation',
    accesses: 'Was jede Rolle darf',
    configurations: 'Währung, Sprache und weitere Einstellungen',
    notificationSettings: 'Wer von neuen Bestellungen und Anfragen erfährt',
    events: 'Veranstaltungen mit Terminen, Tickets und Kassenverkauf',
    orders: 'Was verkauft wurde, mit Erstattungen und erneutem Versand',
    donations: 'Kampagnen, für die Besucher spenden',
    fee: 'Gebühren für Versand und EAN-Rechnungen',
    products: 'Digitale Führungen und anderes, das im Shop verkauft wird',
    analytics: 'Tracking des Shops mit Google Analytics oder Meta',
    scanTicket: 'Tickets am Eingang prüfen',
  },
};
export default deDashboard;
