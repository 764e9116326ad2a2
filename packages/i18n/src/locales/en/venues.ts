/** Texts of the venues feature (/venues). */
const venues = {
  list: {
    intro: 'The places where your events happen. Each venue keeps its own time zone and can have its own shop style.',
    add: 'Add venue',
    empty: 'No venues yet. Add the first place where your events happen.',
    actions: 'Actions',
    editNamed: 'Edit {{name}}',
    deleteNamed: 'Delete {{name}}',
    added: 'The venue “{{name}}” is added.',
    saved: 'The venue “{{name}}” is saved.',
  },
  fields: {
    name: 'Name',
    address: 'Address',
    postCode: 'Post code',
    city: 'City',
    country: 'Country',
    timeZone: 'Time zone',
    timeZoneHelp: 'Event times at this venue are shown and repeated in this time zone.',
    noTimeZone: 'No time zone matches',
  },
  form: {
    createTitle: 'New venue',
    editTitle: 'Edit {{name}}',
    cssHelp: 'Changes how the embedded shop looks for events at this venue.',
  },
  delete: {
    title: 'Delete venue?',
    body: '{{name}} will be deleted. This cannot be undone.',
  },
  operations: { load: 'load venues' },
};
export default venues;
