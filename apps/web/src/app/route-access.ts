import type { Permission, Role } from '@foyer/contracts';

export type LayoutName = 'front' | 'public' | 'private' | 'privateShortMargin' | 'privateWide' | 'privateHigh' | 'wizard';

/** Metadata on a route object's `handle`. */
export interface RouteHandle {
  layout?: LayoutName;
  /** A role the user must have to open this route and everything below it. */
  role?: Role;
  /** The user needs one of these permissions. */
  anyPermission?: Permission[];
  /** i18n key of the page title. */
  titleKey?: string;
}

/**
 * SPEC §5: a route opens only if every matched route that requires a role finds it in the user's
 * roles; matched routes that name permissions need one of them too.
 */
export function canOpenRoute(
  handles: readonly (RouteHandle | undefined)[],
  roles: readonly Role[],
  permissions: ReadonlySet<Permission>,
): boolean {
  return handles.every((handle) => {
    if (!handle) return true;
    if (handle.role && !roles.includes(handle.role)) return false;
    if (handle.anyPermission && !handle.anyPermission.some((p) => permissions.has(p))) return false;
    return true;
  });
}

/** The deepest matched route that names a layout decides it. */
export function layoutOf(handles: readonly (RouteHandle | undefined)[]): LayoutName {
  for (let i = handles.length - 1; i >= 0; i--) {
    const layout = handles[i]?.layout;
    if (layout) return layout;
  }
  return 'private';
}
