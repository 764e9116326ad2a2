import type venues from '../en/venues.js';

const daVenues: typeof venues = {
  list: {
    intro: 'Stederne, hvor jeres arrangementer foregår. Hvert sted har sin egen tidszone og kan have sin egen shopstil.',
    add: 'Tilføj sted',
    empty: 'Der er ingen steder endnu. Tilføj det første sted, hvor jeres arrangementer foregår.',
    actions: 'Handlinger',
    editNamed: 'Rediger {{name}}',
    deleteNamed: 'Slet {{name}}',
    added: 'Stedet “{{name}}” er tilføjet.',
    saved: 'Stedet “{{name}}” er gemt.',
  },
  fields: {
    name: 'Navn',
    address: 'Adresse',
    postCode: 'Postnummer',
    city: 'By',
    country: 'Land',
    timeZone: 'Tidszone',
    timeZoneHelp: 'Tidspunkter for arrangementer på dette sted vises og gentages i denne tidszone.',
    noTimeZone: 'Ingen tidszone passer',
  },
  form: {
    createTitle: 'Nyt sted',
    editTitle: 'Rediger {{name}}',
    cssHelp: 'Ændrer, hvordan den indlejrede shop ser ud for arrangementer på dette sted.',
  },
  delete: {
    title: 'Slet stedet?',
    body: '{{name}} bliver slettet. Det kan ikke fortrydes.',
  },
  operations: { load: 'indlæse stederne' },
};
export default daVenues;
