import { EVENTS_AREA, grantedBy, type Permission } from '@foyer/contracts';

/**
 * Which events an actor may read: the whole organisation's or only those they guide (the rules
 * `events.readOrganization` and `events.readGuided`). Pure; the routes have already required
 * `events.read`.
 */
export type EventReadScope = 'organization' | 'guided';

export function eventReadScope(permissions: ReadonlySet<Permission>): EventReadScope | null {
  if (grantedBy(EVENTS_AREA.readOrganization, permissions)) return 'organization';
  if (grantedBy(EVENTS_AREA.readGuided, permissions)) return 'guided';
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
