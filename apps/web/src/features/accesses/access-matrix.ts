import type { Permission, Role, TAccessDefinition } from '@foyer/contracts';

/** The body of PUT /api/access/definitions (ZAccessDefinitionUpdate). */
export interface TAccessDefinitionUpdate {
  version: number;
  groups: { roleGroupType: Role; permissions: Permission[] }[];
}

/** What each role holds while the user edits: role → its permissions. */
export type AccessDraft = Readonly<Record<string, ReadonlySet<Permission>>>;

export interface MatrixCell {
  role: Role;
  checked: boolean;
  /** The user may not change it: a read-only group (platform role, or no write right) or an area they may not edit. */
  locked: boolean;
  /** Differs from what is saved. */
  changed: boolean;
}

export interface MatrixRow {
  permission: Permission;
  cells: MatrixCell[];
}

export type AreaState = 'all' | 'some' | 'none';

export interface MatrixSection {
  area: string;
  editable: boolean;
  rows: MatrixRow[];
  /** Per role: how much of the area it holds, and whether the user may change any of it. */
  summary: { role: Role; state: AreaState; locked: boolean }[];
}

export interface AccessMatrix {
  roles: { role: Role; readonly: boolean }[];
  sections: MatrixSection[];
}

export const draftFrom = (definition: TAccessDefinition): AccessDraft =>
  Object.fromEntries(definition.groups.map((group) => [group.roleGroupType, new Set(group.permissions)]));

const savedHas = (definition: TAccessDefinition, role: Role, permission: Permission) =>
  definition.groups.find((group) => group.roleGroupType === role)?.permissions.includes(permission) ?? false;

/**
 * The /accesses matrix: rows grouped by permission area (the definition's dictionary), one column
 * per role group, each cell checked by the draft and locked where the user may not change it.
 */
export function buildMatrix(definition: TAccessDefinition, draft: AccessDraft): AccessMatrix {
  const roles = definition.groups.map((group) => ({ role: group.roleGroupType, readonly: group.readonly }));
  const sections = definition.groupsDictionary.map((entry) => {
    const rows = entry.permissions.map((permission) => ({
      permission,
      cells: roles.map(({ role, readonly }) => {
        const checked = draft[role]?.has(permission) ?? false;
        return { role, checked, locked: readonly || !entry.editable, changed: checked !== savedHas(definition, role, permission) };
      }),
    }));
    const summary = roles.map(({ role, readonly }) => ({
      role,
      state: areaState(draft, role, entry.permissions),
      locked: readonly || !entry.editable,
    }));
    return { area: entry.area, editable: entry.editable, rows, summary };
  });
  return { roles, sections };
}

export function areaState(draft: AccessDraft, role: Role, permissions: readonly Permission[]): AreaState {
  const held = permissions.filter((permission) => draft[role]?.has(permission)).length;
  if (held === 0) return 'none';
  return held === permissions.length ? 'all' : 'some';
}

/** Grants or withdraws permissions of one role, leaving the rest of the draft as it was. */
export function setPermissions(draft: AccessDraft, role: Role, permissions: readonly Permission[], granted: boolean): AccessDraft {
  const next = new Set(draft[role] ?? []);
  for (const permission of permissions) {
    if (granted) next.add(permission);
    else next.delete(permission);
  }
  return { ...draft, [role]: next };
}

/**
 * One cell. Change admits viewing too (an area's read rule takes either), so a View and Change
 * pair moves together where it must: granting Change grants View, withdrawing View withdraws
 * Change; a role never reads "may change but not view". `area`: the row's area's permissions.
 */
export function togglePermission(draft: AccessDraft, role: Role, permission: Permission, area: readonly Permission[] = []): AccessDraft {
  const granted = !(draft[role]?.has(permission) ?? false);
  const partner = (granted ? permission.replace(/Write$/, 'Read') : permission.replace(/Read$/, 'Write')) as Permission;
  const withPartner = partner !== permission && area.includes(partner) ? [permission, partner] : [permission];
  return setPermissions(draft, role, withPartner, granted);
}

/** How many cells differ from what is saved. */
export function countChanges(definition: TAccessDefinition, draft: AccessDraft): number {
  let changes = 0;
  for (const group of definition.groups) {
    const saved = new Set(group.permissions);
    const wanted = draft[group.roleGroupType] ?? new Set<Permission>();
    for (const permission of saved) if (!wanted.has(permission)) changes++;
    for (const permission of wanted) if (!saved.has(permission)) changes++;
  }
  return changes;
}

/**
 * The save body: the version the edit started from and every group the user may change (read-only
 * groups are left out, which the server reads as "unchanged"). Permissions keep catalogue order.
 */
export function toUpdate(definition: TAccessDefinition, draft: AccessDraft): TAccessDefinitionUpdate {
  const order = definition.groupsDictionary.flatMap((entry) => entry.permissions);
  return {
    version: definition.version,
    groups: definition.groups
      .filter((group) => !group.readonly)
      .map((group) => {
        const wanted = draft[group.roleGroupType] ?? new Set<Permission>();
        const ordered = order.filter((permission) => wanted.has(permission));
        // A permission outside the dictionary (should not happen) is kept rather than dropped.
        const rest = [...wanted].filter((permission) => !order.includes(permission));
        return { roleGroupType: group.roleGroupType, permissions: [...ordered, ...rest] };
      }),
  };
}

/**
 * The i18n key that names a permission within its area: plain Read/Write pairs read "View" and
 * "Change"; the others have their own text.
 */
export function permissionLabelKey(area: string, permission: Permission): string {
  if (permission === `${area}Read`) return 'accesses.permissionKinds.read';
  if (permission === `${area}Write`) return 'accesses.permissionKinds.write';
  return `accesses.permissions.${permission}`;
}
