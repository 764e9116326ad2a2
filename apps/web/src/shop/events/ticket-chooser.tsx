import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TShopEvent, TShopOccurrence } from '@foyer/contracts';
import { ApiError, NETWORK_ERROR } from '../api/http';
import { navigate } from '../app/navigation';
import { useShop } from '../app/shop-context';
import { checkTickets, fieldsToProblems, hasProblems, linesToAdd, type Quantities, type TicketProblems } from '../cart/ticket-rules';
import { AddToCartFooter } from '../ui/add-to-cart';
import { FieldError } from '../ui/fields';
import { QuantityStepper } from '../ui/quantity-stepper';
import { formatDay } from '../format/dates';
import { localName } from './event-names';
import { MAX_PER_LINE, maxFor, withinWhatIsLeft } from './ticket-limits';

const NO_PROBLEMS: TicketProblems = { general: [], byTicket: {} };

/** Quantity steppers per ticket type, the §5 rules, then the cart; the server's answer lands on the lines. */
interface Props {
  event: TShopEvent;
  occurrence: TShopOccurrence;
  schoolClassId: string | null;
  /** The cart found fewer places than the page showed: read the dates again. */
  onSoldOut: () => void;
  /**
   * Shown because the visitor just chose a time: a long day's list (up to 48 times) may leave the
   * tickets below the screen on a phone, so they are brought up, as little as needed.
   */
  bringIntoView?: boolean;
  /** The day has several times: say which one these tickets are for, beside them (the list may be screens above). */
  sayWhen?: boolean;
}

export function TicketChooser({ event, occurrence, schoolClassId, onSoldOut, bringIntoView = false, sayWhen = false }: Props) {
  const { t, say, money, locale, cart, href } = useShop();
  const form = useRef<HTMLFormElement>(null);
  // Once, as it appears: a chooser is drawn anew for each time.
  const [broughtIntoView] = useState(bringIntoView);
  useEffect(() => {
    if (!broughtIntoView) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [broughtIntoView]);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [problems, setProblems] = useState<TicketProblems>(NO_PROBLEMS);
  const [busy, setBusy] = useState(false);
  const tickets = event.tickets.filter((ticketType) => ticketType.soldOnline);
  const { chosen, most } = withinWhatIsLeft(tickets, quantities, occurrence);

  const count = tickets.reduce((sum, ticketType) => sum + chosen[ticketType.id]!, 0);
  const total = tickets.reduce((sum, ticketType) => sum + chosen[ticketType.id]! * ticketType.totalPriceMinor, 0);

  const change = (ticketId: string, quantity: number) => {
    setQuantities({ ...chosen, [ticketId]: quantity });
    setProblems(NO_PROBLEMS);
  };

  const submit = async (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    const found = checkTickets(tickets, chosen);
    if (hasProblems(found)) {
      setProblems(found);
      // The message shows above the button and pushed it, focused, out of sight: the focus goes to
      // where the fix is, the number of the ticket in question (or the first).
      requestAnimationFrame(() =>
        (
          form.current?.querySelector<HTMLInputElement>('.ticket-line input[aria-invalid="true"]') ??
          form.current?.querySelector<HTMLInputElement>('.ticket-line input:not(:disabled)')
        )?.focus(),
      );
      return;
    }
    const lines = linesToAdd(tickets, chosen);
    setBusy(true);
    try {
      await cart.addTickets(occurrence.eventId, lines, schoolClassId, locale);
      // Back from the cart comes to this date and time chosen, not to the series with nothing chosen.
      if (!schoolClassId) window.history.replaceState(window.history.state, '', href({ page: 'event', eventId: occurrence.eventId }));
      navigate(href({ page: 'checkoutReview' }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onSoldOut();
      if (error instanceof ApiError && error.status !== NETWORK_ERROR)
        setProblems(
          Object.keys(error.fields).length > 0
            ? fieldsToProblems(
                error.fields,
                lines.map((line) => line.ticketId),
              )
            : { general: [error.message], byTicket: {} },
        );
      else setProblems({ general: [t('common.networkError')], byTicket: {} });
      setBusy(false);
    }
  };

  if (tickets.length === 0) return <p className="muted">{t('tickets.noTickets')}</p>;
  return (
    <form ref={form} className="tickets" onSubmit={submit} noValidate>
      <h2>{t('tickets.title')}</h2>
      {sayWhen && (
        <p className="when" data-testid="tickets-when">
          <strong>{formatDay(occurrence.start.date, locale)}</strong>
          {occurrence.allDay ? '' : `, ${occurrence.start.time}–${occurrence.end.time}`}
        </p>
      )}
      <ul className="ticket-lines">
        {tickets.map((ticketType) => {
          const name = localName(ticketType.names, locale, event.defaultLanguage);
          const left = maxFor(ticketType, occurrence);
          const error = problems.byTicket[ticketType.id];
          const errorId = `ticket-error-${ticketType.id}`;
          // At the most that is left, "+" greys out: say why (a typed 50 became 20 without a word).
          const atLimit = chosen[ticketType.id]! > 0 && chosen[ticketType.id]! >= most[ticketType.id]!;
          const limitId = `ticket-limit-${ticketType.id}`;
          return (
            <li key={ticketType.id} className="ticket-line">
              <div className="ticket-name">
                <strong>{name}</strong>
                <span>{ticketType.totalPriceMinor === 0 ? t('common.free') : money(ticketType.totalPriceMinor, event.currency)}</span>
                {ticketType.requireMinimumQuantity !== null && ticketType.requireMinimumQuantity > 1 && (
                  <small>{t('tickets.minimum', { count: ticketType.requireMinimumQuantity })}</small>
                )}
                {left === 0 && <small className="sold-out">{t('event.soldOut')}</small>}
              </div>
              <QuantityStepper
                value={chosen[ticketType.id]!}
                max={most[ticketType.id]!}
                disabled={busy || left === 0}
                invalid={Boolean(error)}
                describedBy={[error ? errorId : '', atLimit ? limitId : ''].filter(Boolean).join(' ') || undefined}
                onChange={(quantity) => change(ticketType.id, quantity)}
                labels={{
                  fewer: t('tickets.fewer', { name }),
                  more: t('tickets.more', { name }),
                  quantity: t('tickets.quantity', { name }),
                }}
              />
              <FieldError id={errorId} error={error ? say(error) : null} />
              <small id={limitId} className="ticket-limit" aria-live="polite" data-testid="ticket-limit">
                {atLimit && !error
                  ? most[ticketType.id]! < MAX_PER_LINE
                    ? t('messages.onlyLeft', { count: most[ticketType.id]! })
                    : t('tickets.mostAtOnce', { count: MAX_PER_LINE })
                  : ''}
              </small>
            </li>
          );
        })}
      </ul>
      <AddToCartFooter
        summary={{
          count: t(count === 1 ? 'tickets.count.one' : 'tickets.count.other', { count }),
          total: money(total, event.currency),
        }}
        problems={problems.general.map(say)}
        busy={busy}
      />
    </form>
  );
}
