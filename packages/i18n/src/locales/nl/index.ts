import type en from '../en/index.js';
import mail from './mail.js';
import common from './common.js';
import auth from './auth.js';
import shell from './shell.js';
import dashboard from './dashboard.js';

const nl: typeof en = { mail, common, auth, shell, dashboard };
export default nl;
