import { amountInputText } from '@foyer/domain';
import { LANGUAGES, type TEvent, type TEventDetailsWrite, type TTicketType, type TTicketTypeWrite } from '@foyer/contracts';
import { TICKET_PATHS } from './wizard-validation';
import {
  detailsBodyOf,
  emptyNames,
  initialWizardValues,
  ticketOf,
  vatText,
  type TicketFormValues,
  type WizardValues,
} from './wizard-values';

const namesOfEvent = (names: Partial<Record<(typeof LANGUAGES)[number], string>>) => {
  const all = emptyNames();
  for (const language of LANGUAGES) all[language] = names[language] ?? '';
  return all;
};

/** A ticket type as the wizard's ticket fields hold it; its id is the list's key. */
function ticketValuesOf(ticket: TTicketType, locale: string): TicketFormValues {
  return {
    key: ticket.id,
    names: namesOfEvent(ticket.names),
    age: ticket.age,
    net: amountInputText(ticket.netPriceMinor, locale),
    gross: amountInputText(ticket.totalPriceMinor, locale),
    priceEntry: 'gross',
    vat: vatText(ticket.vatBasisPoints, locale),
    salesChannel: ticket.salesChannel,
    infinite: ticket.quantity === null,
    quantity: ticket.quantity ?? '',
    minimumQuantity: ticket.requireMinimumQuantity ?? '',
    onSale: ticket.onSale,
  };
}

/** An existing event's details and ticket types as the wizard's form holds them (its other answers as a new event's). */
export function detailsValuesOf(event: TEvent, locale = 'en'): WizardValues {
  return {
    ...initialWizardValues(event.defaultLanguage),
    names: namesOfEvent(event.generalInfo.names),
    eventTypeId: event.generalInfo.eventType.id,
    category: event.generalInfo.category ?? '',
    languages: event.generalInfo.languages,
    display: event.generalInfo.display,
    visibility: event.visibility,
    locationKind: event.location.kind,
    venueId: event.location.kind === 'Venue' ? event.location.venueId : '',
    url: event.location.kind === 'Online' ? event.location.url : '',
    durationMinutes: event.durationMinutes,
    bringAlong: event.experience.bringAlong,
    restrictions: event.experience.restrictions,
    features: event.experience.features,
    refundPolicy: event.refundPolicy,
    saleMode: event.saleMode,
    poolCapacity: event.poolCapacity ?? '',
    tickets: event.tickets.map((ticket) => ticketValuesOf(ticket, locale)),
  };
}

const TICKET_FIELDS = [
  'names',
  'age',
  'net',
  'gross',
  'priceEntry',
  'vat',
  'salesChannel',
  'infinite',
  'quantity',
  'minimumQuantity',
] as const;
const sameTicket = (a: TicketFormValues, b: TicketFormValues) =>
  TICKET_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));

const storedWrite = (ticket: TTicketType): TTicketTypeWrite => ({
  names: ticket.names,
  age: ticket.age,
  netPriceMinor: ticket.netPriceMinor,
  vatBasisPoints: ticket.vatBasisPoints,
  salesChannel: ticket.salesChannel,
  quantity: ticket.quantity,
  requireMinimumQuantity: ticket.requireMinimumQuantity,
});

/**
 * PUT …/details for `event`: its details and every ticket type, a new one (added on the page)
 * without an id, a saved one with whether it is on sale. One left as it was is sent exactly as stored rather than rebuilt from the form,
 * so an untouched ticket type cannot change by the form's reading of it.
 */
export function editDetailsBodyOf(values: WizardValues, event: TEvent, locale: string): TEventDetailsWrite {
  return {
    ...detailsBodyOf(values),
    tickets: values.tickets.map((ticket) => {
      const stored = event.tickets.find((t) => t.id === ticket.key);
      if (!stored) return ticketOf(ticket, locale);
      return {
        id: ticket.key,
        ...(sameTicket(ticket, ticketValuesOf(stored, locale)) ? storedWrite(stored) : ticketOf(ticket, locale)),
        onSale: ticket.onSale,
      };
    }),
    ...removedTicketIds(values, event),
    version: event.version,
  };
}

/** Saved ticket types no longer in the form: removed on the page. */
function removedTicketIds(values: WizardValues, event: TEvent): Pick<TEventDetailsWrite, 'removeTicketIds'> {
  const ids = event.tickets.filter((stored) => !values.tickets.some((ticket) => ticket.key === stored.id)).map((stored) => stored.id);
  return ids.length > 0 ? { removeTicketIds: ids } : {};
}

/**
 * Whether a saved ticket type may be removed on the page: nothing of it sold (of a pool, nothing of
 * the pool, which does not say by whom). Places held in carts are the server's to find.
 */
export const mayRemoveSaved = (event: Pick<TEvent, 'saleMode' | 'tickets'>, ticket: Pick<TTicketType, 'sold' | 'soldOffline'>) =>
  event.saleMode === 'POOL' ? event.tickets.every((type) => type.sold + type.soldOffline === 0) : ticket.sold + ticket.soldOffline === 0;

/** The form's ticket types with the saved ones in `ids` back where they were (their removal was refused). */
export function withTicketsRestored(values: WizardValues, event: TEvent, ids: readonly string[], locale = 'en'): TicketFormValues[] {
  const back = event.tickets.filter((stored) => ids.includes(stored.id) && !values.tickets.some((ticket) => ticket.key === stored.id));
  const position = (key: string) => {
    const stored = event.tickets.findIndex((ticket) => ticket.id === key);
    return stored >= 0 ? stored : event.tickets.length;
  };
  // Saved ones in their saved order, those added on the page after them as they were.
  return [...values.tickets, ...back.map((ticket) => ticketValuesOf(ticket, locale))].sort((a, b) => position(a.key) - position(b.key));
}

/** The form's field for a path of PUT …/details' answer ("generalInfo.names.da" → "names.da", "tickets.0.netPriceMinor" → "tickets.0.price"). */
export function detailsFormField(path: string): string {
  const ticket = /^tickets\.(\d+)\.(\w+)/.exec(path);
  if (ticket) return `tickets.${ticket[1]}.${TICKET_PATHS[ticket[2]!] ?? path.slice(`tickets.${ticket[1]}.`.length)}`;
  if (path.startsWith('generalInfo.')) return path.slice('generalInfo.'.length);
  if (path === 'location.kind') return 'locationKind';
  if (path.startsWith('location.')) return path.slice('location.'.length);
  if (path.startsWith('experience.')) return path.slice('experience.'.length);
  return path;
}
