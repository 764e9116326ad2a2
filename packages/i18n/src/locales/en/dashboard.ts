const dashboard = {
  greeting: 'Welcome, {{name}}',
  nothingYet: 'There is nothing for you to do here yet. Your administrator can give you more access.',
  shortcuts: {
    users: 'Invite staff and guides, and set their roles',
    venues: 'Buildings and sites, with their time zones',
    organizations: 'Name, shop origin and style of the organization',
    accesses: 'What each role may do',
    configurations: 'Currency, language and other settings',
    notificationSettings: 'Who hears about new orders and requests',
  },
};
export default dashboard;
