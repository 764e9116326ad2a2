import { lazy, Suspense } from 'react';
import { ShopLink } from '../ui/shop-link';
import { useShop } from './shop-context';
import type { ShopRoute } from './shop-routes';

// One chunk per page: a visitor who lands on an event loads only the event page.
const EventListPage = lazy(() => import('../events/event-list-page'));
const EventPage = lazy(() => import('../events/event-page'));
const ReviewPage = lazy(() => import('../checkout/review-page'));
const ContactPage = lazy(() => import('../checkout/contact-page'));
const TicketHoldersPage = lazy(() => import('../checkout/ticket-holders-page'));
const OrderPage = lazy(() => import('../checkout/order-page'));

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
            return <EventListPage />;
          case 'event':
            return <EventPage key={route.eventId} eventId={route.eventId} schoolClassId={query.schoolClassId} />;
          case 'schoolClassEvent':
            return <EventPage key={route.eventId} eventId={route.eventId} schoolClassId={query.schoolClassId} />;
          case 'checkoutReview':
            return <ReviewPage />;
          case 'checkoutContact':
            return <ContactPage />;
          case 'checkoutTicket':
            return <TicketHoldersPage />;
          case 'checkoutPay':
          case 'mobilePay':
            return <OrderPage key={route.orderId} orderId={route.orderId} />;
          case 'notFound':
            return <NotFound />;
        }
      })()}
    </Suspense>
  );
}

function NotFound() {
  const { t, href } = useShop();
  return (
    <section className="stack">
      <p className="notice notice-error" role="alert">
        {t('shell.notFound')}
      </p>
      <ShopLink className="button" href={href({ page: 'eventList' })}>
        {t('shell.toEvents')}
      </ShopLink>
    </section>
  );
}
