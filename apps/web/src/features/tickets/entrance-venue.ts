/** A museum the scanner may let a ticket in at (ZScannedTicket's entranceVenues). */
interface Venue {
  venueId: string;
}

/**
 * Where a combi ticket is being scanned: the museum this device chose before, when the ticket may
 * be let in there; else the only one there is; else none yet (staff choose).
 */
export function entranceVenueFor(venues: readonly Venue[], remembered: string | null): string | null {
  if (remembered && venues.some((venue) => venue.venueId === remembered)) return remembered;
  return venues.length === 1 ? venues[0]!.venueId : null;
}

/** One choice per organisation: a desk at one of the park's museums picks it once. */
export const entranceVenueKey = (orgId: string) => `foyer.scanTicket.venue.${orgId}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const defaultStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function rememberedEntranceVenue(orgId: string, storage: Storage | null = defaultStorage()): string | null {
  try {
    return storage?.getItem(entranceVenueKey(orgId)) ?? null;
  } catch {
    // Storage may be blocked (private mode): the desk chooses each time then.
    return null;
  }
}

export function rememberEntranceVenue(orgId: string, venueId: string, storage: Storage | null = defaultStorage()) {
  try {
    storage?.setItem(entranceVenueKey(orgId), venueId);
  } catch {
    // As above: nothing to remember with.
  }
}
