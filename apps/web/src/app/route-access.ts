import { admits, type Access, type Permission, type Role } from '@foyer/contracts';

export type LayoutName = 'front' | 'public' | 'private' | 'privateShortMargin' | 'privateWide' | 'privateHigh' | 'wizard';

/** Metadata on a route object's `handle`. */
export interface RouteHandle {
  layout?: LayoutName;
  /** The area's rule (from `@foyer/contracts`) the user must meet to open this route and everything below it. */
  access?: Access;
  /** i18n key of the page title. */
  titleKey?: string;
}

/**
 * SPEC §5: a route opens only if the user meets the access rule of every matched route (its role,
 * if any, and one of its permissions).
 */
export function canOpenRoute(
  handles: readonly (RouteHandle | undefined)[],
  roles: readonly Role[],
  permissions: ReadonlySet<Permission>,
): boolean {
  return handles.every((handle) => !handle?.access || admits(handle.access, { roles, permissions }));
}

/** The deepest matched route that names a layout decides it. */
export function layoutOf(handles: readonly (RouteHandle | undefined)[]): LayoutName {
  for (let i = handles.length - 1; i >= 0; i--) {
    const layout = handles[i]?.layout;
    if (layout) return layout;
  }
  return 'private';
}
