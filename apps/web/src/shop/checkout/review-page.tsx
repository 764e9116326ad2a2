import { shopAnalytics } from '../analytics/shop-analytics';
import { useShop } from '../app/shop-context';
import { useCartState } from '../cart/cart-store';
import { PageLoading } from '../ui/page-frame';
import { ShopLink } from '../ui/shop-link';
import { CartItems, CartTotals } from './cart-items';
import { holdsOffSale } from './off-sale-in-cart';
import { CheckoutSteps } from './checkout-steps';
import { EmptyCheckout } from './unpaid-order';

/** /checkout/review: what is held, with its totals and the way on to contact information. */
export default function ReviewPage() {
  const { t, href, family, locale, cart: store } = useShop();
  const { cart, ready } = useCartState(store);
  // "Add more" goes back to an event of the cart; a cart without tickets, to what it holds last:
  // the gifts' list or the tour's page (where the family has it).
  const lastEvent = cart?.items.find((item) => item.type === 'Event');
  const lastOther = lastEvent ? undefined : cart?.items.at(-1);
  const otherBack =
    lastOther?.type === 'Donation'
      ? { href: href({ page: 'donationList' }), text: t('donations.backToList') }
      : lastOther?.type === 'Voucher'
        ? { href: href({ page: 'voucherList' }), text: t('vouchers.backToList') }
        : lastOther?.type === 'Product' && family.pages.includes('product')
          ? {
              href: href({ page: 'product', productId: lastOther.product.id }),
              text: t('products.backTo', { name: lastOther.product.translatedNames[locale] || lastOther.product.name }),
            }
          : null;

  if (!ready) return <PageLoading />;
  return (
    <section className="stack checkout">
      <CheckoutSteps current="review" />
      <h1>{t('cart.title')}</h1>
      {!cart || cart.itemsTotalQuantity === 0 ? (
        <EmptyCheckout />
      ) : (
        <>
          <CartItems cart={cart} editable />
          <CartTotals cart={cart} />
          {/* Checkout is refused while the cart holds what is no longer on sale: say so instead of leading there. */}
          {holdsOffSale(cart) && (
            <p className="notice notice-error" role="status">
              {t('cart.removeToContinue')}
            </p>
          )}
          <div className="actions">
            {!holdsOffSale(cart) && (
              <ShopLink
                className="button button-primary button-block"
                href={href({ page: 'checkoutContact' })}
                onClick={() => shopAnalytics.beganCheckout(cart)}
              >
                {t('cart.toContact')}
              </ShopLink>
            )}
            {otherBack ? (
              <ShopLink className="button button-quiet button-block" href={otherBack.href}>
                {otherBack.text}
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
