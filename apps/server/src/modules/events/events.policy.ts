import type { Permission } from '@foyer/contracts';

/**
 * Which events an actor may read: the whole organisation's (EventsOrganizationsOwnRead, or
 * EventsWrite, since whoever edits events must see them) or only those they guide
 * (EventsOwnRead). Pure; the routes have already required one of the three.
 */
export type EventReadScope = 'organization' | 'guided';

export function eventReadScope(permissions: ReadonlySet<Permission>): EventReadScope | null {
  if (permissions.has('EventsOrganizationsOwnRead') || permissions.has('EventsWrite')) return 'organization';
  if (permissions.has('EventsOwnRead')) return 'guided';
  return null;
}

/** Only users holding the Guide role can be assigned to guide an event. */
export const canGuide = (roles: readonly string[]) => roles.includes('Guide');
