import {
  ACCESSES_AREA,
  DEFAULT_ROLE_PERMISSIONS,
  grantedBy,
  PERMISSION_AREAS,
  PERMISSIONS,
  PLATFORM_ROLES,
  ROLES,
  isPermission,
  type Permission,
  type Role,
} from '@foyer/contracts';

export interface RoleGroup {
  roleGroupType: string;
  permissions: string[];
}

/**
 * A user's permissions: the union of their roles' groups in the organisation's access
 * definition. Platform roles always use Foyer's defaults, whatever the organisation stored.
 */
export function permissionsFor(roles: readonly Role[], groups: readonly RoleGroup[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) {
    for (const permission of effectivePermissions(role, groups)) if (isPermission(permission)) granted.add(permission);
  }
  return granted;
}

/**
 * What a role's group holds in effect: Foyer's defaults for platform roles (whatever is stored, so
 * a permission added to the catalogue later shows and compares the same), else the stored list.
 */
function effectivePermissions(role: Role, stored: readonly RoleGroup[]): readonly string[] {
  if (PLATFORM_ROLES.includes(role)) return DEFAULT_ROLE_PERMISSIONS[role];
  return stored.find((group) => group.roleGroupType === role)?.permissions ?? DEFAULT_ROLE_PERMISSIONS[role];
}

export const defaultGroups = (): RoleGroup[] =>
  ROLES.map((role) => ({ roleGroupType: role, permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] }));

/** Whether the actor may change a permission area: platform admins all, organisation admins a few. */
export function canEditArea(area: { orgEditable: boolean }, actorPermissions: ReadonlySet<Permission>): boolean {
  if (grantedBy(ACCESSES_AREA.editEveryArea, actorPermissions)) return true;
  return area.orgEditable && grantedBy(ACCESSES_AREA.editOrganizationAreas, actorPermissions);
}

/**
 * Applies an edit to the stored groups, keeping every permission the actor may not change as it
 * was. Platform roles never change. Returns the permissions the actor tried but may not change.
 */
export function applyAccessEdit(
  stored: readonly RoleGroup[],
  edits: readonly { roleGroupType: Role; permissions: Permission[] }[],
  actorPermissions: ReadonlySet<Permission>,
): { groups: RoleGroup[]; refused: string[] } {
  const editable = new Set<Permission>(
    PERMISSION_AREAS.filter((area) => canEditArea(area, actorPermissions)).flatMap((area) => area.permissions),
  );
  const refused: string[] = [];
  const groups = ROLES.map((role) => {
    const current = new Set(effectivePermissions(role, stored));
    const edit = edits.find((candidate) => candidate.roleGroupType === role);
    if (!edit) return { roleGroupType: role, permissions: PERMISSIONS.filter((p) => current.has(p)) };
    const wanted = new Set(edit.permissions);
    const next = new Set(current);
    for (const permission of PERMISSIONS) {
      if (wanted.has(permission) === current.has(permission)) continue;
      if (PLATFORM_ROLES.includes(role) || !editable.has(permission)) {
        refused.push(`${role}.${permission}`);
        continue;
      }
      if (wanted.has(permission)) next.add(permission);
      else next.delete(permission);
    }
    return { roleGroupType: role, permissions: PERMISSIONS.filter((p) => next.has(p)) };
  });
  return { groups, refused };
}

export interface AccessDefinitionView {
  groups: { roleGroupType: Role; readonly: boolean; permissions: Permission[] }[];
  groupsDictionary: { area: string; permissions: Permission[]; editable: boolean }[];
}

/**
 * The /accesses matrix as the actor sees it: one group per role, in catalogue order, with what is
 * in effect (defaults for platform roles); a group is read-only when it is a platform role or the
 * actor may not write access definitions at all, and each area says whether the actor may edit it.
 */
export function accessDefinitionView(stored: readonly RoleGroup[], actorPermissions: ReadonlySet<Permission>): AccessDefinitionView {
  const mayWrite = grantedBy(ACCESSES_AREA.write, actorPermissions);
  const groups = ROLES.map((role) => {
    const held = new Set(effectivePermissions(role, stored));
    return {
      roleGroupType: role,
      readonly: PLATFORM_ROLES.includes(role) || !mayWrite,
      // Stored names that left the catalogue are dropped: the contract lists known permissions only.
      permissions: PERMISSIONS.filter((permission) => held.has(permission)),
    };
  });
  const groupsDictionary = PERMISSION_AREAS.map((area) => ({
    area: area.area,
    permissions: [...area.permissions],
    editable: canEditArea(area, actorPermissions),
  }));
  return { groups, groupsDictionary };
}
