/**
 * What a visitor of the public shop may see. An event is on show when it is published, public
 * (the customer-request visibilities display as Private) and not hidden by its display setting
 * (SPEC §3: display NO is hidden from the public list; we hide it from the event page too, so a
 * shared link cannot reach it either).
 */
export const ON_SHOW = { status: 'Published', visibility: 'Public', display: true } as const;

export const isOnShow = (event: { status: string; visibility: string; display: boolean }) =>
  event.status === ON_SHOW.status && event.visibility === ON_SHOW.visibility && event.display === ON_SHOW.display;

/** An occurrence may be booked while it is published and has not ended; a started one still may. */
export const isBookable = (occurrence: { status: string; endsAt: Date }, now: Date) =>
  occurrence.status === 'Published' && occurrence.endsAt.getTime() > now.getTime();
