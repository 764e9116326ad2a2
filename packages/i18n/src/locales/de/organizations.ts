import type organizations from '../en/organizations.js';

const deOrganizations: typeof organizations = {};
export default deOrganizations;
