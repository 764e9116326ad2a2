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

/**
 * What a visitor of the public shop may see. An event is on show when it is published, public
 * (the customer-request visibilities display as Private) and not hidden by its display setting
 * (SPEC §3: display NO is hidden from the public list; we hide it from the event page too, so a
 * shared link cannot reach it either).
 */
export const ON_SHOW = { status: 'Published', visibility: 'Public', display: true } as const;

export const isOnShow = (event: { status: string; visibility: string; display: boolean }) =>
  event.status === ON_SHOW.status && event.visibility === ON_SHOW.visibility && event.display === ON_SHOW.display;
