import { useShop } from '../app/shop-context';
import { ErrorNotice } from './fields';

/**
 * The end of every "choose, then add to the cart" form (tickets, a gift, a tour): how many and
 * what they cost when there is a count, what went wrong, and the button, "Adding…" while it works.
 */
export function AddToCartFooter({
  summary,
  problems,
  busy,
}: {
  summary?: { count: string; total: string };
  problems: readonly string[];
  busy: boolean;
}) {
  const { t } = useShop();
  return (
    <>
      {summary && (
        <div className="ticket-summary">
          <span>{summary.count}</span>
          <strong>
            {t('tickets.total')} {summary.total}
          </strong>
        </div>
      )}
      <ErrorNotice messages={problems} />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? t('tickets.adding') : t('tickets.addToCart')}
      </button>
    </>
  );
}
