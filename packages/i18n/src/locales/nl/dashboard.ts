import type dashboard from '../en/dashboard.js';

const nlDashboard: typeof dashboard = {
  greeting: 'Welkom, {{name}}',
  nothingYet: 'Er is hier nog niets voor je te doen. Je beheerder kan je meer toegang geven.',
  shortcuts: {
    users: 'Nodig medewerkers en gidsen uit en stel hun rollen in',
    venues: 'Gebouwen en locaties met hun tijdzones',
    organizations: 'Naam, winkeloorsprong en stijl van de organisatie',
    accesses: 'Wat elke rol mag',
    configurations: 'Valuta, taal en andere instellingen',
    notificationSettings: 'Wie hoort over nieuwe bestellingen en aanvragen',
  },
};
export default nlDashboard;
