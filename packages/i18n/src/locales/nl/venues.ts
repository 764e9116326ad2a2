import type venues from '../en/venues.js';

const nlVenues: typeof venues = {
  list: {
    intro: 'De plekken waar je evenementen plaatsvinden. Elke locatie heeft een eigen tijdzone en kan een eigen shopstijl hebben.',
    add: 'Locatie toevoegen',
    empty: 'Nog geen locaties. Voeg de eerste plek toe waar je evenementen plaatsvinden.',
    actions: 'Acties',
    editNamed: '{{name}} bewerken',
    deleteNamed: '{{name}} verwijderen',
    added: 'De locatie ‘{{name}}’ is toegevoegd.',
    saved: 'De locatie ‘{{name}}’ is opgeslagen.',
  },
  fields: {
    name: 'Naam',
    address: 'Adres',
    postCode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    timeZone: 'Tijdzone',
    timeZoneHelp: 'Tijden van evenementen op deze locatie worden in deze tijdzone getoond en herhaald.',
    noTimeZone: 'Geen tijdzone gevonden',
  },
  form: {
    createTitle: 'Nieuwe locatie',
    editTitle: '{{name}} bewerken',
    cssHelp: 'Verandert hoe de ingesloten shop eruitziet voor evenementen op deze locatie.',
  },
  delete: {
    title: 'Locatie verwijderen?',
    body: '{{name}} wordt verwijderd. Dit kan niet ongedaan worden gemaakt.',
  },
  operations: { load: 'de locaties laden' },
};
export default nlVenues;
