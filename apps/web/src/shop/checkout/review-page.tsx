import { shopAnalytics } from '../analytics/shop-analytics';
import { useShop } from '../app/shop-context';
import { useCartState } from '../cart/cart-store';
import { EmptyCart, PageLoading } from '../ui/page-frame';
import { ShopLink } from '../ui/shop-link';
import { CartItems, CartTotals } from './cart-items';
import { CheckoutSteps } from './checkout-steps';

/** /checkout/review: what is held, with its totals and the way on to contact information. */
export default function ReviewPage() {
  const { t, href, cart: store } = useShop();
  const { cart, ready } = useCartState(store);
  // "Add more" goes back to an event of the cart; a cart of gifts only, to the donations.
  const lastEvent = cart?.items.find((item) => item.type === 'Event');
  const giftsOnly = cart !== null && cart.items.length > 0 && cart.items.every((item) => item.type === 'Donation');

  if (!ready) return <PageLoading />;
  return (
    <section className="stack checkout">
      <CheckoutSteps current="review" />
      <h1>{t('cart.title')}</h1>
      {!cart || cart.itemsTotalQuantity === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <CartItems cart={cart} editable />
          <CartTotals cart={cart} />
          <div className="actions">
            <ShopLink
              className="button button-primary button-block"
              href={href({ page: 'checkoutContact' })}
              onClick={() => shopAnalytics.beganCheckout(cart)}
            >
              {t('cart.toContact')}
            </ShopLink>
            {giftsOnly ? (
              <ShopLink className="button button-quiet button-block" href={href({ page: 'donationList' })}>
                {t('donations.backToList')}
              </ShopLink>
            ) : (
              <ShopLink
                className="button button-quiet button-block"
                href={
                  lastEvent?.type === 'Event' ? href({ page: 'event', eventId: lastEvent.event.parentId }) : href({ page: 'eventList' })
                }
              >
                {t('cart.addMore')}
              </ShopLink>
            )}
          </div>
        </>
      )}
    </section>
  );
}
