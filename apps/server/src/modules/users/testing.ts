export { freshEmail, userBody } from './users.test-support.js';
