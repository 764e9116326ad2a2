import type { TPublicOrder } from '@foyer/contracts';
import { useShop } from '../app/shop-context';
import { formatInstant, isAllDay } from '../format/dates';

/**
 * What an order holds, on its confirmation: the visits (event, when, where, tickets, amount) and
 * what else was bought. A tour's access link goes only to the buyer's mail: this page, opened by
 * its address, shows no code.
 */
export function OrderLines({ order }: { order: TPublicOrder }) {
  const shop = useShop();
  const { t, money } = shop;
  return (
    <>
      {order.visits.length > 0 && (
        <ul className="order-visits" data-testid="order-visits">
          {order.visits.map((visit) => (
            <li key={`${visit.startsAt} ${visit.venueName ?? ''} ${JSON.stringify(visit.eventNames)}`}>
              <strong>{visit.eventNames[shop.locale] ?? visit.eventNames.en ?? Object.values(visit.eventNames)[0]}</strong>
              <span className="muted">
                {formatInstant(visit.startsAt, visit.timeZone, shop.locale, !isAllDay(visit.startsAt, visit.endsAt, visit.timeZone))}
                {visit.venueName ? ` · ${visit.venueName}` : ''}
                {' · '}
                {t(visit.tickets === 1 ? 'tickets.count.one' : 'tickets.count.other', { count: visit.tickets })}
                {visit.grossAmount > 0 && ` · ${money(visit.grossAmount, order.currency)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.purchases.length > 0 && (
        <ul className="order-visits" data-testid="order-purchases">
          {order.purchases.map((purchase) => (
            <li key={`${purchase.kind} ${purchase.unitGrossAmount} ${purchase.option ?? ''} ${JSON.stringify(purchase.names)}`}>
              <strong>{purchase.names[shop.locale] ?? purchase.names.en ?? Object.values(purchase.names)[0] ?? ''}</strong>
              <span className="muted">
                {purchase.option ? `${purchase.option} · ` : ''}
                {purchase.quantity > 1 ? `${purchase.quantity} × ` : ''}
                {money(purchase.unitGrossAmount, order.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
