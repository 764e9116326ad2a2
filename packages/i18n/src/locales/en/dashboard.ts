const dashboard = {
  greeting: 'Welcome, {{name}}',
  nothingYet: 'There is nothing for you to do here yet. Your administrator can give you more access.',
  operations: {
    loadEvents: 'load events',
  },
  occurrences: {
    today: 'Today',
    upcoming: 'Next 7 days',
    noneToday: 'No events today.',
    noneUpcoming: 'No events in the next 7 days.',
    loading: 'Loading events',
    allDay: 'All day',
    capacity: '{{used}} of {{capacity}} sold',
    unlimited: '{{used}} sold · unlimited',
    more: 'Showing the first {{shown}} of {{total}}.',
  },
  staffing: {
    MISSING: 'Missing guides',
    REQUESTED: 'Requested',
    ACCEPTED: 'Accepted',
    PARTLY_ACCEPTED: '{{accepted}} of {{total}} accepted',
  },
  shortcuts: {
    vouchers: 'Gift vouchers and their codes',
    users: 'Invite staff and guides, and set their roles',
    venues: 'Buildings and sites, with their time zones',
    organizations: 'Name, shop origin and style of the organization',
    accesses: 'What each role may do',
    configurations: 'Currency, language and other settings',
    notificationSettings: 'Who hears about new orders and requests',
  },
};
export default dashboard;
