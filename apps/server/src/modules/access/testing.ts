// Other modules' tests change an organisation's permissions directly to arrange a case.
export { accessRepository } from './access.repository.js';
