import mail from './mail.js';
import common from './common.js';
import auth from './auth.js';
import shell from './shell.js';
import dashboard from './dashboard.js';

/** English: the default and fallback. Each feature keeps its texts in its own file. */
const en = { mail, common, auth, shell, dashboard };
export default en;
