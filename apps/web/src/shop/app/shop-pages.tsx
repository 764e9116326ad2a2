import { lazy, Suspense, type ComponentType } from 'react';
import { startEventListRead, startEventReads } from '../events/early-reads';
import { ToEventsButton } from '../ui/page-frame';
import { useShop } from './shop-context';
import type { ShopQuery } from './shop-query';
import type { ShopRoute } from './shop-routes';
import { eventListFilterOf } from './written-page';

/**
 * One chunk per page: a visitor who lands on an event loads only the event page. The first page's
 * chunk is loaded with the shop's texts and organisation (preparePage), so it renders at once: a
 * page that suspends shows "Loading…" and React then holds its content back for at least 300 ms
 * (its Suspense reveal throttle), which was most of the event page's wait (issue 12).
 */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const Lazy = lazy(load);
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  function Page(props: P) {
    const Shown = loaded ?? Lazy;
    return <Shown {...props} />;
  }
  return { Page, preload };
}

const EventList = page(() => import('../events/event-list-page'));
const Event = page(() => import('../events/event-page'));
const DonationList = page(() => import('../donations/donation-list-page'));
const Donation = page(() => import('../donations/donation-page'));
const VoucherList = page(() => import('../vouchers/voucher-list-page'));
const Voucher = page(() => import('../vouchers/voucher-page'));
const Product = page(() => import('../products/product-page'));
const Review = page(() => import('../checkout/review-page'));
const Contact = page(() => import('../checkout/contact-page'));
const TicketHolders = page(() => import('../checkout/ticket-holders-page'));
const Order = page(() => import('../checkout/order-page'));
const TourAccess = page(() => import('../products/tour-access-page'));

const PAGES = {
  eventList: EventList,
  event: Event,
  schoolClassEvent: Event,
  donationList: DonationList,
  donation: Donation,
  voucherList: VoucherList,
  voucher: Voucher,
  product: Product,
  checkoutReview: Review,
  checkoutContact: Contact,
  checkoutTicket: TicketHolders,
  checkoutPay: Order,
  mobilePay: Order,
  tourAccess: TourAccess,
} as const;

/**
 * Starts what the first page needs before the shop can render it: its code and, for an event,
 * the event and its first month. Resolves when the code is there (a failure is left to Suspense).
 * A page written on the server came with its data: `reads: false` loads only its code.
 */
export function preparePage(route: ShopRoute, query: ShopQuery, { reads = true } = {}): Promise<void> {
  if (route.page === 'notFound') return Promise.resolve();
  if (!reads) return PAGES[route.page].preload().catch(() => undefined);
  if (route.page === 'event' || route.page === 'schoolClassEvent') startEventReads(route.eventId, query.schoolClassId);
  if (route.page === 'eventList' && query.orgId) {
    startEventListRead(query.orgId, eventListFilterOf(query));
  }
  return PAGES[route.page].preload().catch(() => undefined);
}

export function ShopPages({ route }: { route: ShopRoute }) {
  const { t, query } = useShop();
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      }
    >
      {(() => {
        switch (route.page) {
          case 'eventList':
            return <EventList.Page />;
          case 'event':
            return <Event.Page key={route.eventId} eventId={route.eventId} schoolClassId={query.schoolClassId} />;
          case 'schoolClassEvent':
            return <Event.Page key={route.eventId} eventId={route.eventId} schoolClassId={query.schoolClassId} />;
          case 'donationList':
            return <DonationList.Page />;
          case 'donation':
            return <Donation.Page key={route.donationId} donationId={route.donationId} />;
          case 'voucherList':
            return <VoucherList.Page />;
          case 'voucher':
            return <Voucher.Page key={route.voucherId} voucherId={route.voucherId} />;
          case 'product':
            return <Product.Page key={route.productId} productId={route.productId} />;
          case 'checkoutReview':
            return <Review.Page />;
          case 'checkoutContact':
            return <Contact.Page />;
          case 'checkoutTicket':
            return <TicketHolders.Page />;
          case 'checkoutPay':
          case 'mobilePay':
            return <Order.Page key={route.orderId} orderId={route.orderId} />;
          case 'tourAccess':
            return <TourAccess.Page key={route.code} code={route.code} />;
          case 'notFound':
            return <NotFound />;
        }
      })()}
    </Suspense>
  );
}

function NotFound() {
  const { t } = useShop();
  return (
    <section className="stack">
      <p className="notice notice-error" role="alert">
        {t('shell.notFound')}
      </p>
      <ToEventsButton />
    </section>
  );
}
