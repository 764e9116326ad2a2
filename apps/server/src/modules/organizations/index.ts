export { findOrganization, organizationExists, organizationNameOf } from './organization-lookups.js';
export { setUpOrganization } from './organization-setup.service.js';
export { canEditOrganization, canSeeOrganization, isPlatformAdmin } from './organizations.policy.js';
export { organizationsRoutes } from './organizations.routes.js';
export { PUBLIC_ORGANIZATION_TTL_MS, publicOrganizationOf, type PublicOrganizationCache } from './public-organization.js';
