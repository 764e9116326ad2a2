import type venues from '../en/venues.js';

const deVenues: typeof venues = {
  list: {
    intro:
      'Die Orte, an denen Ihre Veranstaltungen stattfinden. Jeder Standort hat seine eigene Zeitzone und kann einen eigenen Shop-Stil haben.',
    add: 'Standort hinzufügen',
    empty: 'Noch keine Standorte. Fügen Sie den ersten Ort hinzu, an dem Ihre Veranstaltungen stattfinden.',
    actions: 'Aktionen',
    editNamed: '{{name}} bearbeiten',
    deleteNamed: '{{name}} löschen',
    added: 'Der Standort „{{name}}“ ist hinzugefügt.',
    saved: 'Der Standort „{{name}}“ ist gespeichert.',
  },
  fields: {
    name: 'Name',
    address: 'Adresse',
    postCode: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    timeZone: 'Zeitzone',
    timeZoneHelp: 'Veranstaltungszeiten an diesem Standort werden in dieser Zeitzone angezeigt und wiederholt.',
    noTimeZone: 'Keine passende Zeitzone',
  },
  form: {
    createTitle: 'Neuer Standort',
    editTitle: '{{name}} bearbeiten',
    cssHelp: 'Ändert das Aussehen des eingebetteten Shops für Veranstaltungen an diesem Standort.',
  },
  delete: {
    title: 'Standort löschen?',
    body: '{{name}} wird gelöscht. Das lässt sich nicht rückgängig machen.',
  },
  operations: { load: 'Das Laden der Standorte' },
};
export default deVenues;
