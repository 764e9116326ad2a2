import type dashboard from '../en/dashboard.js';

const nlDashboard: typeof dashboard = {
  greeting: 'Welkom, {{name}}',
  nothingYet: 'Er is hier nog niets voor je te doen. Je beheerder kan je meer toegang geven.',
  operations: {
    loadEvents: 'de evenementen laden',
  },
  occurrences: {
    today: 'Vandaag',
    upcoming: 'Komende 7 dagen',
    noneToday: 'Vandaag geen evenementen.',
    noneUpcoming: 'Geen evenementen in de komende 7 dagen.',
    loading: 'Evenementen laden',
    allDay: 'Hele dag',
    capacity: '{{used}} van {{capacity}} verkocht',
    unlimited: '{{used}} verkocht · onbeperkt',
    more: 'De eerste {{shown}} van {{total}} worden getoond.',
  },
  staffing: {
    MISSING: 'Gidsen ontbreken',
    REQUESTED: 'Aangevraagd',
    ACCEPTED: 'Geaccepteerd',
    PARTLY_ACCEPTED: '{{accepted}} van {{total}} geaccepteerd',
  },
  shortcuts: {
    vouchers: 'Cadeaubonnen en hun codes',
    users: 'Nodig medewerkers en gidsen uit en stel hun rollen in',
    venues: 'Gebouwen en locaties met hun tijdzones',
    organizations: 'Naam, shopwebsite en stijl van de organisatie',
    accesses: 'Wat elke rol mag',
    configurations: 'Valuta, taal en andere instellingen',
    notificationSettings: 'Wie bericht krijgt over nieuwe bestellingen en aanvragen',
    events: 'Evenementen met hun data, tickets en kassaverkoop',
    orders: 'Wat verkocht is, met terugbetalingen en opnieuw versturen',
    donations: 'Campagnes waaraan bezoekers geven',
    fee: 'Kosten voor verzending en EAN-facturering',
    products: 'Digitale rondleidingen en andere dingen die in de shop worden verkocht',
    analytics: 'Tracking van de shop met Google Analytics of Meta',
    scanTicket: 'Tickets controleren bij de ingang',
  },
};
export default nlDashboard;
