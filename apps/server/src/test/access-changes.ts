import { expect } from 'vitest';
import type { Permission, Role, TAccessDefinition } from '@foyer/contracts';
import { signedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * Takes a permission from a role in one organisation, the way an admin does on /accesses
 * (GET and PUT /api/access/definitions), to arrange a case of "may read but not change".
 */
export async function takePermission(t: TestApp, orgId: string, role: Role, permission: Permission) {
  // The platform's admin: an organisation's own admin may change only the permissions they hold.
  const admin = await signedInUser(t, ['FoyerAdmin'], orgId);
  const definition = (await admin.get<TAccessDefinition>('/api/access/definitions')).json;
  const groups = definition.groups.map((group) => ({
    roleGroupType: group.roleGroupType,
    permissions: group.roleGroupType === role ? group.permissions.filter((p) => p !== permission) : group.permissions,
  }));
  const saved = await admin.put('/api/access/definitions', { version: definition.version, groups });
  expect(saved.status, saved.body).toBe(200);
}
