import type dashboard from '../en/dashboard.js';

const daDashboard: typeof dashboard = {
  greeting: 'Velkommen, {{name}}',
  nothingYet: 'Der er ikke noget for dig at gøre her endnu. Din administrator kan give dig mere adgang.',
  operations: {
    loadEvents: 'indlæse arrangementer',
  },
  occurrences: {
    today: 'I dag',
    upcoming: 'De næste 7 dage',
    noneToday: 'Ingen arrangementer i dag.',
    noneUpcoming: 'Ingen arrangementer de næste 7 dage.',
    loading: 'Indlæser arrangementer',
    allDay: 'Hele dagen',
    capacity: '{{used}} af {{capacity}} solgt',
    unlimited: '{{used}} solgt · ubegrænset',
    more: 'Viser de første {{shown}} af {{total}}.',
  },
  staffing: {
    MISSING: 'Mangler guider',
    REQUESTED: 'Forespurgt',
    ACCEPTED: 'Accepteret',
    PARTLY_ACCEPTED: '{{accepted}} af {{total}} har accepteret',
  },
  shortcuts: {
    vouchers: 'Gavekort og deres koder',
    users: 'Inviter personale og guider, og sæt deres roller',
    venues: 'Bygninger og steder med deres tidszoner',
    organizations: 'Organisationens navn, shoppens hjemmeside og stil',
    accesses: 'Hvad hver rolle må',
    configurations: 'Valuta, sprog og andre indstillinger',
    notificationSettings: 'Hvem der får besked om nye ordrer og forespørgsler',
    events: 'Arrangementer med datoer, billetter og salg i skranken',
    orders: 'Det solgte, med refusioner og gensendelse',
    donations: 'Kampagner, som besøgende giver til',
    fee: 'Gebyrer for forsendelse og EAN-fakturering',
    products: 'Digitale omvisninger og andet, der sælges i shoppen',
    analytics: 'Sporing af shoppen med Google Analytics eller Meta',
    scanTicket: 'Tjek billetter ved indgangen',
  },
};
export default daDashboard;
