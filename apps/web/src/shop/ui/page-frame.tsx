import type { ReactNode } from 'react';
import { useShop } from '../app/shop-context';
import { ShopLink } from './shop-link';

/**
 * The frame every shop page shares: "Loading…", a reading that failed (with "Try again"), a page
 * whose one thing is not there (with a way on), the way back to a list and the empty cart of a
 * checkout step. A new page puts its own content inside these, so every page says the same in the
 * same place (and the e2e probes find `.loading` and the alerts where they look for them).
 */

/** While the page's reading is under way. */
export function PageLoading() {
  const { t } = useShop();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/** "Try again" after a failed reading, or `label` (e.g. "Check again" for a pending payment). */
export function RetryButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useShop();
  return (
    <button type="button" className="button" onClick={onClick}>
      {label ?? t('common.retry')}
    </button>
  );
}

/** A list's reading failed: the words and "Try again" in one alert, in place of the list. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useShop();
  return (
    <div className="notice notice-error" role="alert">
      <p>{t('common.loadFailed')}</p>
      <RetryButton onClick={onRetry} />
    </div>
  );
}

/**
 * The page's one thing could not be shown: not found (`notFound` says so in the page's words, and
 * `wayOn` leads elsewhere) or not read (the general words and "Try again").
 */
export function PageNotShown({
  notFound,
  notFoundText,
  wayOn,
  onRetry,
}: {
  notFound: boolean;
  notFoundText: string;
  wayOn: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useShop();
  return (
    <section className="stack">
      <p className="notice notice-error" role="alert">
        {notFound ? notFoundText : t('common.loadFailed')}
      </p>
      {notFound ? wayOn : <RetryButton onClick={onRetry} />}
    </section>
  );
}

/** "‹ Back to …": the way from one thing's page to its list, in this family and language (issue 12). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ShopLink className="back-link" href={href}>
      <span aria-hidden="true">‹</span>
      {children}
    </ShopLink>
  );
}

/** "See all events": the way on from a page with nothing (more) to show, in this family and language. */
export function ToEventsButton() {
  const { t, href } = useShop();
  return (
    <ShopLink className="button" href={href({ page: 'eventList' })}>
      {t('shell.toEvents')}
    </ShopLink>
  );
}

/** A checkout step with nothing in the cart: say so and lead back to the events. */
export function EmptyCart() {
  const { t } = useShop();
  return (
    <>
      <p className="notice">{t('cart.empty')}</p>
      <ToEventsButton />
    </>
  );
}
