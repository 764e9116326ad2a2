import type organizations from '../en/organizations.js';

const daOrganizations: typeof organizations = {};
export default daOrganizations;
