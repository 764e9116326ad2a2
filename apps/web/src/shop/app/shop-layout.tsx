import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCartState } from '../cart/cart-store';
import { HoldNotice } from '../cart/hold-notice';
import { useTestMode } from '../checkout/test-mode-notice';
import { unpaidOrderOf } from '../checkout/unpaid-order-kept';
import { PageLoading } from '../ui/page-frame';
import { ConsentSettingsButton, TrackingConsentNotice } from '../analytics/tracking-consent-notice';
import { useShop } from './shop-context';
import type { ShopRoute } from './shop-routes';

// Loaded only when this tab left an order on the payment page (most visitors never did).
const UnpaidOrderNotice = lazy(() => import('../checkout/unpaid-order').then((module) => ({ default: module.UnpaidOrderNotice })));

/** The family's frame around every page: width, spacing, the museum's name, the tracking question and the hold notice. */
export function ShopLayout({ route, children }: { route: ShopRoute; children: ReactNode }) {
  const { family, organization, orgId, cart: store } = useShop();
  const { cart } = useCartState(store);
  const paying = route.page === 'checkoutPay' || route.page === 'mobilePay';
  const inCheckout = route.page.startsWith('checkout');
  const buying = inCheckout || (cart?.items.length ?? 0) > 0;
  // Checkout's test-mode marker is asked for once the cart holds something, before checkout.
  const testModeKnown = useTestMode(orgId, buying) !== undefined;
  const main = useRef<HTMLElement>(null);
  const entered = useRef(false);
  // Set once this runs in the browser: a page written on the server is taken over (styles/base.css).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  // After moving inside the shop, screen readers start at the new page (not on the first load).
  useEffect(() => {
    if (entered.current) main.current?.focus({ preventScroll: true });
    entered.current = true;
  }, [route]);
  return (
    <div
      className="shop-shell"
      data-family={family.key}
      data-width={family.layout.width}
      data-spacing={family.layout.spacing}
      data-interactive={interactive || undefined}
    >
      {family.layout.header === 'organisation' && (
        <header className="shop-header">
          <p className="shop-org">{organization.name}</p>
        </header>
      )}
      {!paying && <TrackingConsentNotice onAnswered={() => main.current?.focus({ preventScroll: true })} />}
      {!paying && <HoldNotice inCheckout={inCheckout} />}
      {/* Checkout's own pages offer it in place of an empty cart (EmptyCheckout). */}
      {!paying && !inCheckout && (cart?.items.length ?? 0) === 0 && interactive && unpaidOrderOf(orgId) && (
        <Suspense fallback={null}>
          <UnpaidOrderNotice />
        </Suspense>
      )}
      <main className="shop-main" ref={main} tabIndex={-1}>
        {inCheckout && !testModeKnown ? <PageLoading /> : children}
      </main>
      {!paying && <ConsentSettingsButton />}
    </div>
  );
}
