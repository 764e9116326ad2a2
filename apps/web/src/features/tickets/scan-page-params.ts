import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@foyer/contracts';
import { eventIdIn } from './event-id';
import type { AdmissionListParams } from './queries';

export type ScanMode = 'scan' | 'event';

/** The page's address keeps the event search (mode, id, page, size, search), so going back and reloading keep the list. */
export interface ScanPageState {
  mode: ScanMode;
  admissions: AdmissionListParams | null;
}

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

export function scanPageStateOf(search: URLSearchParams): ScanPageState {
  const mode: ScanMode = search.get('mode') === 'event' ? 'event' : 'scan';
  const eventId = eventIdIn(search.get('event') ?? '');
  const size = positive(search.get('size'), DEFAULT_PAGE_SIZE);
  return {
    mode,
    admissions: eventId
      ? {
          eventId,
          page: positive(search.get('page'), 1),
          size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
          search: search.get('search')?.trim() || undefined,
        }
      : null,
  };
}

/** The address of a state: only what differs from the defaults. */
export function scanPageSearchOf({ mode, admissions }: ScanPageState): URLSearchParams {
  const search = new URLSearchParams();
  if (mode === 'event') search.set('mode', 'event');
  if (admissions) {
    search.set('event', admissions.eventId);
    if (admissions.page !== 1) search.set('page', String(admissions.page));
    if (admissions.size !== DEFAULT_PAGE_SIZE) search.set('size', String(admissions.size));
    if (admissions.search?.trim()) search.set('search', admissions.search.trim());
  }
  return search;
}
