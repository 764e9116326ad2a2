// Tests change an organisation's settings (its targetOrigin, say) to arrange a case.
export { organizationsRepository } from './organizations.repository.js';
