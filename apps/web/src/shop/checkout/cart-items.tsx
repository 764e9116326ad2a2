import { useRef, useState } from 'react';
import type { TCart } from '@foyer/contracts';
import { ApiError, NETWORK_ERROR, reasonOfRefusal } from '../api/http';
import { useShop } from '../app/shop-context';
import { formatInstant } from '../format/dates';
import { FieldError } from '../ui/fields';

type Problem = { at: string; message: string } | null;

/** The cart's items (tickets by event, gifts by campaign, gift vouchers, tours); editable on the review step (one ticket more or fewer, or the item). */
export function CartItems({ cart, editable }: { cart: TCart; editable: boolean }) {
  const { t, say, money, locale, cart: store } = useShop();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const list = useRef<HTMLUListElement>(null);

  /**
   * Buttons are disabled while a change is on its way, which drops the keyboard's place on <body>,
   * and a remove button goes with what it removed. Afterwards the place goes back to the button
   * pressed, or (gone) to the nearest remove button left, else to the page. Retried for a few
   * frames: the buttons are enabled again only once the answer is drawn.
   */
  const keepFocus = (pressed: HTMLElement | null, itemIndex: number, frames = 10) =>
    window.requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const removes = list.current ? [...list.current.querySelectorAll<HTMLButtonElement>('.cart-item-head button')] : [];
      const target =
        (pressed?.isConnected ? pressed : null) ??
        removes[Math.min(itemIndex, removes.length - 1)] ??
        document.querySelector<HTMLElement>('.shop-main');
      if (target instanceof HTMLButtonElement && target.disabled && frames > 0) return keepFocus(pressed, itemIndex, frames - 1);
      target?.focus();
    });

  const run = async (at: string, call: () => Promise<unknown>) => {
    const pressed = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const itemIndex = Math.max(
      cart.items.findIndex((item) => at === item.itemId || at.startsWith(`${item.itemId}:`)),
      0,
    );
    setBusy(at);
    setProblem(null);
    try {
      await call();
    } catch (error) {
      const message =
        error instanceof ApiError && error.status !== NETWORK_ERROR ? say(reasonOfRefusal(error, true)) : t('common.networkError');
      setProblem({ at, message });
    } finally {
      setBusy(null);
      keepFocus(pressed, itemIndex);
    }
  };

  return (
    <ul className="cart-items" ref={list}>
      {cart.items.map((item) => {
        if (item.type === 'Donation') {
          // In the shop's language now, which may not be the one the item was added in.
          const name = item.donation.translatedNames[locale] || item.donation.name || t('cart.itemGone');
          return (
            <li key={item.itemId} className={item.onSale ? 'cart-item cart-item-gift' : 'cart-item cart-item-gift cart-item-off-sale'}>
              <div className="cart-item-head">
                <div>
                  <h2>{name}</h2>
                  <p className="muted">{t('cart.gift')}</p>
                </div>
                <span className="cart-gift-amount">{item.onSale ? money(item.totalPrice.gross, cart.currency) : t('cart.offSale')}</span>
                {editable && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy !== null}
                    onClick={() => void run(item.itemId, () => store.revoke({ itemId: item.itemId }))}
                    aria-label={t('cart.removeItem', { name })}
                  >
                    ✕
                  </button>
                )}
              </div>
              <FieldError error={problem?.at === item.itemId ? problem.message : null} />
            </li>
          );
        }
        if (item.type === 'Voucher' || item.type === 'Product') {
          // Gift vouchers and digital tours: what, how many, the amount; removed whole.
          const named = item.type === 'Voucher' ? item.voucher : item.product;
          const name = named.translatedNames[locale] || named.name || t('cart.itemGone');
          const detail =
            item.type === 'Voucher'
              ? item.recipientName
                ? t('cart.voucherFor', { name: item.recipientName })
                : t('cart.voucher')
              : item.items.map((offer) => `${offer.translatedNames[locale] || offer.name} × ${offer.quantity}`).join(', ');
          const count = item.type === 'Voucher' ? item.quantity : 0;
          return (
            <li key={item.itemId} className={item.onSale ? 'cart-item cart-item-gift' : 'cart-item cart-item-gift cart-item-off-sale'}>
              <div className="cart-item-head">
                <div>
                  <h2>{count > 1 ? `${count} × ${name}` : name}</h2>
                  {detail && <p className="muted">{detail}</p>}
                  {/* What the card will say, to read over before paying (it was seen first on the printed voucher). */}
                  {item.type === 'Voucher' && item.message && (
                    <p className="cart-voucher-message">{t('cart.voucherMessage', { message: item.message })}</p>
                  )}
                </div>
                <span className="cart-gift-amount">{item.onSale ? money(item.totalPrice.gross, cart.currency) : t('cart.offSale')}</span>
                {editable && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy !== null}
                    onClick={() => void run(item.itemId, () => store.revoke({ itemId: item.itemId }))}
                    // Two offers of one tour are two items of one name: the offers tell their buttons apart.
                    aria-label={t('cart.removeItem', { name: item.type === 'Product' && detail ? `${name}, ${detail}` : name })}
                  >
                    ✕
                  </button>
                )}
              </div>
              <FieldError error={problem?.at === item.itemId ? problem.message : null} />
            </li>
          );
        }
        if (item.type !== 'Event') return null;
        const eventName = item.event.translatedNames[locale] || item.event.name;
        const when = formatInstant(item.event.startsAt, item.event.timeZone, locale, !item.event.allDay);
        // A date no longer on sale shows what it held, unpriced and not to be changed: only removed.
        const changeable = editable && item.onSale;
        return (
          <li key={item.itemId} className={item.onSale ? 'cart-item' : 'cart-item cart-item-off-sale'}>
            <div className="cart-item-head">
              <div>
                <h2>{eventName}</h2>
                <p className="muted">
                  {when}
                  {item.event.venueName ? ` · ${item.event.venueName}` : ''}
                </p>
                {!item.onSale && <p className="cart-off-sale">{t('cart.dateOffSale')}</p>}
              </div>
              {editable && (
                <button
                  type="button"
                  className="link-button"
                  disabled={busy !== null}
                  onClick={() => void run(item.itemId, () => store.revoke({ itemId: item.itemId }))}
                  // The date too: a cart may hold two dates of one event.
                  aria-label={t('cart.removeItem', { name: `${eventName}, ${when}` })}
                >
                  ✕
                </button>
              )}
            </div>
            <FieldError error={problem?.at === item.itemId ? problem.message : null} />
            <ul className="cart-lines">
              {item.items.map((line) => {
                const at = `${item.itemId}:${line.id}`;
                const name = line.translatedNames[locale] || line.name;
                return (
                  <li key={line.id} className="cart-line">
                    <span className="cart-line-name">
                      {name}
                      <small className="muted">
                        {item.onSale
                          ? t('cart.lineQuantity', {
                              count: line.quantity,
                              price: line.unitPrice.gross === 0 ? t('common.free') : money(line.unitPrice.gross, cart.currency),
                            })
                          : t(line.quantity === 1 ? 'tickets.count.one' : 'tickets.count.other', { count: line.quantity })}
                      </small>
                    </span>
                    {changeable && (
                      <span className="stepper stepper-small">
                        <button
                          type="button"
                          disabled={busy !== null}
                          aria-label={t('cart.removeOne', { name })}
                          onClick={() => void run(at, () => store.revoke({ itemId: item.itemId, ticketId: line.id }))}
                        >
                          −
                        </button>
                        <output aria-live="polite">{line.quantity}</output>
                        <button
                          type="button"
                          disabled={busy !== null || line.quantity >= 100}
                          aria-label={t('cart.addOne', { name })}
                          onClick={() =>
                            void run(at, () =>
                              store.addTickets(item.event.id, [{ ticketId: line.id, quantity: 1 }], item.schoolClassId, locale),
                            )
                          }
                        >
                          +
                        </button>
                      </span>
                    )}
                    {item.onSale && <span className="cart-line-total">{money(line.totalPrice.gross, cart.currency)}</span>}
                    <FieldError error={problem?.at === at ? problem.message : null} />
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** SPEC §3 totalPrice: without VAT, VAT and the total, with any fees listed. */
export function CartTotals({ cart }: { cart: TCart }) {
  const { t, money } = useShop();
  return (
    <dl className="totals">
      {cart.fees.map((fee) => (
        <div key={fee.category}>
          <dt>{t(`cart.fees.${fee.category}`)}</dt>
          <dd>{money(fee.totalPrice.gross, cart.currency)}</dd>
        </div>
      ))}
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{money(cart.totalPrice.net, cart.currency)}</dd>
      </div>
      <div>
        <dt>{t('cart.vat')}</dt>
        <dd>{money(cart.totalPrice.tax, cart.currency)}</dd>
      </div>
      <div className="totals-total">
        <dt>{t('cart.total')}</dt>
        <dd>{money(cart.totalPrice.gross, cart.currency)}</dd>
      </div>
    </dl>
  );
}
