import { useState } from 'react';
import { carriesPostage, grossFromNet } from '@foyer/domain';
import type { TCart } from '@foyer/contracts';
import { useShop } from '../app/shop-context';
import { CheckboxField } from '../ui/fields';
import type { CheckoutSettings } from './test-mode-notice';

type ShippingFee = NonNullable<CheckoutSettings['shipping']>;

/**
 * Whether the cart holds anything to post: tickets. Gifts bear no fee, and a digital tour is an
 * access code, so a cart of those alone has nothing to send (the cart's totals agree: @foyer/domain).
 */
export const hasSomethingToPost = (cart: TCart) => cart.items.some((item) => item.type === 'Event' && item.onSale);

/** Whether the visitor has asked for the order by post (the cart carries the Shipping fee). */
export const isPosted = (cart: TCart) => carriesPostage(cart.fees);

/**
 * "Send my order by post": offered when the museum has a Shipping fee (SPEC §7 `fee`), with what
 * it costs. Ticking it asks the cart for the fee, so the totals below show it at once; the
 * address it needs is asked for beside it (the buyer's own, or the organisation's).
 */
export function PostingChoice({ cart, shipping, disabled }: { cart: TCart; shipping: ShippingFee; disabled: boolean }) {
  const { t, money, locale, cart: store } = useShop();
  // The box shows the visitor's choice at once; the cart's answer (with the fee) follows.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  // A museum may post for nothing (a fee of 0): said so, not "+ 0 %".
  const price =
    shipping.value === 0
      ? t('contact.byPostFree')
      : shipping.type === 'Fixed amount'
        ? t('contact.byPostFixed', { price: money(grossFromNet(shipping.value, shipping.vatBasisPoints), cart.currency) })
        : t('contact.byPostPercentage', {
            percent: `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(shipping.value / 100)} %`,
          });
  const change = async (wanted: boolean) => {
    setAsked(wanted);
    setFailed(false);
    try {
      await (wanted ? store.requestFee('Shipping', locale) : store.revoke({ fee: 'Shipping' }));
    } catch {
      setFailed(true);
    } finally {
      setAsked(null);
    }
  };
  return (
    <CheckboxField
      label={`${t('contact.byPost')} (${price})`}
      help={t('contact.byPostHelp')}
      error={failed ? t('common.networkError') : null}
      checked={asked ?? isPosted(cart)}
      disabled={disabled || asked !== null}
      onChange={(event) => void change(event.target.checked)}
      data-testid="posting-choice"
    />
  );
}
