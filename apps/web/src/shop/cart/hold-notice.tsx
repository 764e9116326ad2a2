import { useEffect, useRef, useState } from 'react';
import { useShop } from '../app/shop-context';
import { ShopLink } from '../ui/shop-link';
import { hasTickets, useCartState } from './cart-store';
import { countdownText, minuteMarkPassed, secondsLeft } from './countdown';

/**
 * SPEC §4: the hold message shows while the cart has tickets, with the time left. Screen readers
 * hear it at 5 and 1 minutes only; at 0 the visitor reads that the reservation has expired.
 */
export function HoldNotice({ inCheckout }: { inCheckout: boolean }) {
  const { cart: store, t, href } = useShop();
  const { cart, expired, clockOffsetMs } = useCartState(store);
  const expiresAt = cart && cart.itemsTotalQuantity > 0 ? cart.expiresAt : 0;
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);

  useEffect(() => {
    if (expiresAt <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  const seconds = secondsLeft(expiresAt, now + clockOffsetMs, cart?.holdMinutes);
  // Nothing is reserved for a visitor whose cart holds only what is no longer on sale: no "held for"
  // (the countdown still runs, so the cart lapses in front of them as any other).
  const holdsSomethingOnSale = cart?.items.some((item) => item.onSale) ?? false;
  useEffect(() => {
    if (expiresAt <= 0) {
      previous.current = null;
      // Nothing is held any more: "1 minute left" would still be read to someone moving through the page.
      setAnnouncement('');
      return;
    }
    const before = previous.current;
    previous.current = seconds;
    if (before !== null) {
      const mark = minuteMarkPassed(before, seconds);
      if (mark) setAnnouncement(mark === 1 ? t('cart.heldLastMinute') : t('cart.heldAnnouncement', { minutes: mark }));
    }
    if (seconds === 0) {
      setAnnouncement('');
      void store.expire();
    }
  }, [seconds, expiresAt, store, t]);

  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-testid="hold-announcement">
        {announcement}
      </p>
      {expired && (!cart || cart.itemsTotalQuantity === 0) && (
        <p className={`notice notice-error${inCheckout ? ' checkout' : ''}`} role="alert">
          {t('messages.reservationExpired')}
        </p>
      )}
      {expiresAt > 0 && seconds > 0 && holdsSomethingOnSale && (
        <div className={`hold-notice${inCheckout ? ' checkout' : ''}`}>
          <span>{t(hasTickets(cart) ? 'cart.heldFor' : 'cart.keptFor', { time: countdownText(seconds) })}</span>
          {!inCheckout && (
            <ShopLink className="hold-link" href={href({ page: 'checkoutReview' })}>
              {t('cart.goToCart', { count: cart!.itemsTotalQuantity })}
            </ShopLink>
          )}
        </div>
      )}
    </>
  );
}
