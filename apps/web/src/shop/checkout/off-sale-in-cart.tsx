import type { TCart } from '@foyer/contracts';
import type { CheckoutStep } from '../app/families';
import { useShop } from '../app/shop-context';
import { ShopLink } from '../ui/shop-link';
import { CheckoutSteps } from './checkout-steps';

/** Whether the cart holds something that can no longer be bought, which checkout refuses until it is removed. */
export const holdsOffSale = (cart: TCart) => cart.items.some((item) => !item.onSale);

/** A step after the cart while the cart holds what is no longer on sale: back to the cart, where it is marked and removed. */
export function OffSaleInCart({ current }: { current: Exclude<CheckoutStep, 'review'> }) {
  const { t, href } = useShop();
  return (
    <section className="stack checkout">
      <CheckoutSteps current={current} />
      <p className="notice notice-error" role="alert">
        {t('cart.removeToContinue')}
      </p>
      <ShopLink className="button button-primary button-block" href={href({ page: 'checkoutReview' })}>
        {t('order.backToCart')}
      </ShopLink>
    </section>
  );
}
