import type organizations from '../en/organizations.js';

const nlOrganizations: typeof organizations = {};
export default nlOrganizations;
