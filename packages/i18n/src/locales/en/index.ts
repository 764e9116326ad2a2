import mail from './mail.js';
import common from './common.js';
import auth from './auth.js';
import shell from './shell.js';
import dashboard from './dashboard.js';
import components from './components.js';
import users from './users.js';
import venues from './venues.js';
import organizations from './organizations.js';
import configurations from './configurations.js';
import accesses from './accesses.js';
import notifications from './notifications.js';
import events from './events.js';
import eventWizard from './eventWizard.js';
import fees from './fees.js';
import analytics from './analytics.js';
import orders from './orders.js';
import tickets from './tickets.js';
import reasons from './reasons.js';
import donations from './donations.js';
import vouchers from './vouchers.js';
import products from './products.js';

/** English: the default and fallback. Each feature keeps its texts in its own file. */
const en = {
  mail,
  common,
  auth,
  shell,
  dashboard,
  components,
  users,
  venues,
  organizations,
  configurations,
  accesses,
  notifications,
  events,
  eventWizard,
  fees,
  analytics,
  orders,
  tickets,
  reasons,
  donations,
  vouchers,
  products,
};
export default en;
