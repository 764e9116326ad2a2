import { useEffect, useState } from 'react';
import type { TPublicOrder } from '@foyer/contracts';
import { shopAnalytics } from '../analytics/shop-analytics';
import { shopApi } from '../api/shop-api';
import { navigate } from '../app/navigation';
import { useShop } from '../app/shop-context';
import { withQuery } from '../app/shop-query';
import { matchShopPath, returnPath } from '../app/shop-routes';
import { PageLoading, PageNotShown, RetryButton } from '../ui/page-frame';
import { failedReading, type PageReading } from '../ui/page-reading';
import { ShopLink } from '../ui/shop-link';
import { clearDraft } from './checkout-draft';
import { CheckoutSteps } from './checkout-steps';
import { outcomeOf, POLL_DELAYS_MS } from './order-outcome';
import { OrderLines } from './order-lines';
import { PAID_IN_FAMILY_KEY } from './start-payment';
import { forgetUnpaidOrder, returnOrderToCart } from './unpaid-order';

/** The order as last read, and how many times it has been looked at again while its payment was pending. */
type Loaded = PageReading<{ order: TPublicOrder; polls: number }>;

/** /checkout/pay/{orderId} and /mobile/pay/{orderId}: the order's outcome; a pending payment is looked at again a few times. */
export default function OrderPage({ orderId }: { orderId: string }) {
  const shop = useShop();
  const { t, money, orgId, query, href } = shop;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [returning, setReturning] = useState<{ busy: boolean; problem: string | null; gone: boolean }>({
    busy: false,
    problem: null,
    gone: false,
  });

  /** Back to the cart from a declined or abandoned payment: the same tickets, the contact form as it was left. */
  const backToCart = async () => {
    setReturning({ busy: true, problem: null, gone: false });
    const outcome = await returnOrderToCart(shop, orderId);
    if (outcome.kind === 'empty') setReturning({ busy: false, problem: t('order.ticketsGone'), gone: true });
    if (outcome.kind === 'refused') {
      setReturning({ busy: false, problem: outcome.problem, gone: outcome.gone });
      // Paid after all, or gone on without this order: show what the order is now.
      setRound((n) => n + 1);
    }
  };

  useEffect(() => {
    // The provider returns to /embed/…: go back to the family the visitor paid in.
    let paidIn: string | null = null;
    try {
      paidIn = window.sessionStorage.getItem(PAID_IN_FAMILY_KEY);
    } catch {
      // No storage: stay.
    }
    const back = returnPath(matchShopPath(window.location.pathname), paidIn);
    if (back) navigate(withQuery(back, query), { replace: true });
  }, [query]);

  useEffect(() => {
    let live = true;
    let timer = 0;
    const look = (polls: number) =>
      shopApi.order(orgId, orderId).then(
        (order) => {
          if (!live) return;
          setLoaded({ state: 'ready', value: { order, polls } });
          // Done with the contact form only once the order went through; a declined payment comes back to it.
          if (['confirmed', 'awaitingApproval'].includes(outcomeOf(order))) {
            clearDraft(orgId);
            forgetUnpaidOrder(orgId);
          }
          shopAnalytics.purchased(order); // Only a Charged order, once: polls and reloads repeat nothing.
          const delay = POLL_DELAYS_MS[polls];
          if (outcomeOf(order) === 'pending' && delay !== undefined) timer = window.setTimeout(() => void look(polls + 1), delay);
        },
        (error: unknown) => live && setLoaded(failedReading(error)),
      );
    void look(0);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [orgId, orderId, round]);

  const again = (
    <ShopLink className="button button-primary button-block" href={href({ page: 'eventList' })}>
      {t('order.startAgain')}
    </ShopLink>
  );
  if (loaded.state === 'loading') return <PageLoading />;
  if (loaded.state === 'failed')
    return (
      <PageNotShown notFound={loaded.notFound} notFoundText={t('order.notFound')} wayOn={again} onRetry={() => setRound((n) => n + 1)} />
    );

  const { order, polls } = loaded.value;
  const outcome = outcomeOf(order);
  const voucherCount = order.purchases
    .filter((purchase) => purchase.kind === 'Voucher')
    .reduce((sum, purchase) => sum + purchase.quantity, 0);
  const mayReturn = order.canReturnToCart && !returning.gone;
  const toCart = (primary: boolean) => (
    <button
      type="button"
      className={`button button-block ${primary ? 'button-primary' : 'button-quiet'}`}
      onClick={() => void backToCart()}
      disabled={returning.busy}
      data-testid="back-to-cart"
    >
      {t('order.backToCart')}
    </button>
  );
  return (
    <section className="stack checkout">
      {/* Tickets are issued with the charge: only then does the count tell a gift alone. */}
      <CheckoutSteps current="pay" tickets={outcome === 'confirmed' ? order.ticketCount > 0 : undefined} />
      {outcome === 'confirmed' && (
        <div className="confirmation stack" role="status">
          <h1>{t('order.thanks')}</h1>
          <p className="order-number">{t('order.number', { number: order.orderNumber })}</p>
          {/* Gifts alone: a receipt goes out, no tickets; a gift voucher's code goes by mail only, as a tour's link does. */}
          <p data-testid="order-sent-to">
            {order.ticketCount > 0
              ? t('order.sentTo', { email: order.email })
              : voucherCount > 0
                ? t(voucherCount === 1 ? 'order.vouchersSentTo.one' : 'order.vouchersSentTo.other', {
                    count: voucherCount,
                    email: order.email,
                  })
                : t('order.receiptSentTo', { email: order.email })}
          </p>
          {order.ticketCount > 0 && voucherCount > 0 && (
            <p data-testid="order-vouchers-sent">
              {t(voucherCount === 1 ? 'order.vouchersInSameMail.one' : 'order.vouchersInSameMail.other', { count: voucherCount })}
            </p>
          )}
          {order.posted && <p data-testid="order-by-post">{t('order.byPost')}</p>}
          <OrderLines order={order} />
          {order.tourCount > 0 && (
            <p data-testid="order-tour-sent">
              {t(order.tourCount === 1 ? 'order.tourSent.one' : 'order.tourSent.other', { count: order.tourCount, email: order.email })}
            </p>
          )}
          <dl className="totals">
            {/* The visits above count their tickets; an order read before its tickets were issued may not list them. */}
            {order.ticketCount > 0 && order.visits.length === 0 && (
              <div>
                <dt>{t(order.ticketCount === 1 ? 'tickets.count.one' : 'tickets.count.other', { count: order.ticketCount })}</dt>
                <dd />
              </div>
            )}
            <FeeLines order={order} />
            {order.voucherPaidAmount > 0 && (
              <div data-testid="order-voucher-paid">
                <dt>{t('order.voucherPaid')}</dt>
                <dd>{money(order.voucherPaidAmount, order.currency)}</dd>
              </div>
            )}
            {/* What the card paid beside the code: the two add up to the total (a walk missed the card's part). */}
            {order.voucherPaidAmount > 0 && order.voucherPaidAmount < order.totalGrossAmount && (
              <div data-testid="order-rest-paid">
                <dt>{t('order.restPaid')}</dt>
                <dd>{money(order.totalGrossAmount - order.voucherPaidAmount, order.currency)}</dd>
              </div>
            )}
            <div className="totals-total">
              <dt>{t(order.status === 'CheckoutCompleted' ? 'order.totalInvoiced' : 'order.total')}</dt>
              <dd>{money(order.totalGrossAmount, order.currency)}</dd>
            </div>
          </dl>
          <InvoiceTo order={order} />
        </div>
      )}
      {outcome === 'awaitingApproval' && (
        <div className="confirmation stack" role="status" data-testid="order-awaiting-approval">
          <h1>{t('order.thanks')}</h1>
          <p className="order-number">{t('order.number', { number: order.orderNumber })}</p>
          <p>{t('order.awaitingApproval', { email: order.email })}</p>
          {order.posted && <p data-testid="order-by-post">{t('order.byPost')}</p>}
          {/* What will be invoiced, fees included, for the institution to check before the museum decides. */}
          <OrderLines order={order} />
          <dl className="totals">
            <FeeLines order={order} />
            <div className="totals-total">
              <dt>{t('order.totalInvoiced')}</dt>
              <dd>{money(order.totalGrossAmount, order.currency)}</dd>
            </div>
          </dl>
          <InvoiceTo order={order} />
        </div>
      )}
      {outcome === 'pending' && (
        <div className="stack" role="status">
          <p className="notice">{polls < POLL_DELAYS_MS.length ? t('order.pending') : t('order.stillPending', { email: order.email })}</p>
          {polls >= POLL_DELAYS_MS.length && <RetryButton onClick={() => setRound((n) => n + 1)} label={t('order.checkAgain')} />}
          {/* Left the payment page without paying: the tickets wait in the cart. */}
          {mayReturn && toCart(false)}
        </div>
      )}
      {(outcome === 'declined' ||
        outcome === 'canceled' ||
        outcome === 'refused' ||
        outcome === 'canceledByMuseum' ||
        outcome === 'couldNotLock' ||
        outcome === 'refunded') && (
        <p className="notice notice-error" role="alert" data-testid={`order-${outcome}`}>
          {t(outcome === 'declined' || outcome === 'canceled' ? `order.${outcome}${mayReturn ? 'TryAgain' : ''}` : `order.${outcome}`, {
            number: order.orderNumber,
          })}
        </p>
      )}
      {returning.problem && (
        <p className="notice notice-error" role="alert">
          {returning.problem}
        </p>
      )}
      {outcome === 'confirmed' && order.ticketCount === 0 ? (
        // Gifts alone: on to more gifts or to the events, not "more events" only.
        <nav className="actions" aria-label={t('order.waysOn')}>
          <ShopLink className="button button-block" href={href({ page: 'voucherList' })}>
            {t('vouchers.title')}
          </ShopLink>
          <ShopLink className="button button-block" href={href({ page: 'donationList' })}>
            {t('donations.title')}
          </ShopLink>
          <ShopLink className="button button-block" href={href({ page: 'eventList' })}>
            {t('order.events')}
          </ShopLink>
        </nav>
      ) : outcome === 'confirmed' || outcome === 'awaitingApproval' ? (
        <ShopLink className="button button-block" href={href({ page: 'eventList' })}>
          {t('order.moreEvents')}
        </ShopLink>
      ) : outcome === 'pending' ? null : mayReturn ? (
        toCart(true)
      ) : (
        again
      )}
      {query.parentUrl && (
        <a className="button button-quiet button-block" href={query.parentUrl} target="_top">
          {t('order.backToSite')}
        </a>
      )}
    </section>
  );
}

/** The fees the order was priced with (postage, EAN invoicing), each with what it added: the lines and these add up to the total. */
/** Where an institution's invoice goes, as it gave it: to check before the museum sends it. */
function InvoiceTo({ order }: { order: TPublicOrder }) {
  const { t } = useShop();
  if (!order.invoice) return null;
  return (
    <dl className="totals" data-testid="order-invoice">
      <div>
        <dt>{t('order.invoiceEan')}</dt>
        <dd>{order.invoice.ean}</dd>
      </div>
      {order.invoice.reference && (
        <div>
          <dt>{t('order.invoiceReference')}</dt>
          <dd className="invoice-reference">{order.invoice.reference}</dd>
        </div>
      )}
    </dl>
  );
}

function FeeLines({ order }: { order: TPublicOrder }) {
  const { t, money } = useShop();
  return order.fees.map((fee) => (
    <div key={fee.category} data-testid="order-fee">
      <dt>{t(`cart.fees.${fee.category}`)}</dt>
      <dd>{money(fee.grossAmount, order.currency)}</dd>
    </div>
  ));
}
