// Whether an event itself is on show is the event's own rule (events/events.policy.ts).
export { ON_SHOW, isOnShow } from '../events/index.js';

/** An occurrence may be booked while it is published and has not ended; a started one still may. */
export const isBookable = (occurrence: { status: string; endsAt: Date }, now: Date) =>
  occurrence.status === 'Published' && occurrence.endsAt.getTime() > now.getTime();
