import { useEffect, useState, type ReactNode } from 'react';
import type { LoadedList } from '../app/use-kept-list';
import { useShop } from '../app/shop-context';
import { BackLink, LoadFailed, PageLoading } from './page-frame';
import { ShopLink } from './shop-link';

/*
 * The pages of a museum's kept lists of things to buy (donation campaigns, gift vouchers): the
 * list with its cards, a card's way to buy, and one thing's own page. Each kind brings its card's
 * text and its chooser; the reading, the empty list, "not there" and the way back are the same.
 */

interface KeptList<T> {
  loaded: LoadedList<T>;
  retry: () => void;
}

/** The list page: its title, then loading, a failed reading, the empty words or the cards. */
export function KeptListPage<T>({
  title,
  list,
  emptyText,
  className,
  keyOf,
  children,
}: {
  title: string;
  list: KeptList<T>;
  emptyText: string;
  /** The list's own class beside the shared card grid's. */
  className?: string;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const { loaded, retry } = list;
  return (
    <section className="stack">
      <h1>{title}</h1>
      {loaded.state === 'loading' && <PageLoading />}
      {loaded.state === 'failed' && <LoadFailed onRetry={retry} />}
      {loaded.state === 'ready' && loaded.items.length === 0 && <p className="notice">{emptyText}</p>}
      {loaded.state === 'ready' && loaded.items.length > 0 && (
        <ul className={className ? `donation-cards ${className}` : 'donation-cards'}>
          {loaded.items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A card's way to buy: in a family with a page per thing (/embed, /embed4) a link to it; elsewhere
 * a button that opens the chooser in place under the card.
 */
export function BuyOnPageOrInPlace({
  pageHref,
  text,
  label,
  chooser,
}: {
  /** The thing's page, or null where the family has none. */
  pageHref: string | null;
  text: string;
  label: string;
  chooser: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (pageHref)
    return (
      <ShopLink className="button button-primary" href={pageHref} aria-label={label}>
        {text}
      </ShopLink>
    );
  return (
    <>
      <button
        type="button"
        className={`button ${open ? '' : 'button-primary'}`}
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen((now) => !now)}
      >
        {text}
      </button>
      {open && chooser()}
    </>
  );
}

/**
 * One thing's page, read from its kept list (there is no public read of one): loading, a failed
 * reading, "not there" with the way back, or the thing; its venue's stylesheet applies (a tour
 * has no venue: the museum's).
 */
export function KeptItemPage<T extends object>({
  list,
  pick,
  backHref,
  backText,
  notFoundText,
  children,
}: {
  list: KeptList<T>;
  pick: (item: T) => boolean;
  backHref: string;
  backText: string;
  notFoundText: string;
  children: (item: T, back: ReactNode) => ReactNode;
}) {
  const { setVenue } = useShop();
  const { loaded, retry } = list;
  const item = loaded.state === 'ready' ? loaded.items.find(pick) : undefined;
  const venueId = item && 'venueId' in item && typeof item.venueId === 'string' ? item.venueId : null;
  useEffect(() => setVenue(venueId), [venueId, setVenue]);
  const back = <BackLink href={backHref}>{backText}</BackLink>;
  if (loaded.state === 'loading') return <PageLoading />;
  if (loaded.state === 'failed')
    return (
      <section className="stack">
        <LoadFailed onRetry={retry} />
      </section>
    );
  if (!item)
    return (
      <section className="stack">
        {back}
        <p className="notice notice-error" role="alert">
          {notFoundText}
        </p>
      </section>
    );
  return children(item, back);
}
