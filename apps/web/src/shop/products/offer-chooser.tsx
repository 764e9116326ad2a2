import { useId, useState, type FormEvent } from 'react';
import type { TPublicProduct } from '@foyer/contracts';
import { ApiError, NETWORK_ERROR, reasonOfRefusal } from '../api/http';
import { navigate } from '../app/navigation';
import { useShop } from '../app/shop-context';
import { AddToCartFooter } from '../ui/add-to-cart';
import { FieldError } from '../ui/fields';
import { QuantityStepper } from '../ui/quantity-stepper';
import { offerOfField, offersToAdd, offersTotal, type OfferQuantities } from './offer-quantities';

/** SPEC §9's most per cart line, as for tickets. */
const MAX_PER_OFFER = 100;

/**
 * A tour's offers (one listener, a family…) with how many of each, then the cart (SPEC §7
 * `product`). Nothing is held: a tour is never sold out. A refused offer shows under it.
 */
export function OfferChooser({ product }: { product: TPublicProduct }) {
  const { t, say, money, locale, cart, href } = useShop();
  const headingId = useId();
  const [quantities, setQuantities] = useState<OfferQuantities>({});
  const [refusedOffers, setRefusedOffers] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { count, total } = offersTotal(product.offers, quantities);
  const price = (minor: number) => (minor === 0 ? t('common.free') : money(minor, product.currency));

  const change = (offerId: string, quantity: number) => {
    setQuantities((current) => ({ ...current, [offerId]: quantity }));
    setRefusedOffers({});
    setGeneral([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items = offersToAdd(product.offers, quantities);
    if (items.length === 0) return setGeneral([t('products.chooseOffer')]);
    setBusy(true);
    try {
      await cart.addProduct(product.productId, items, locale);
      navigate(href({ page: 'checkoutReview' }));
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError) || error.status === NETWORK_ERROR) return setGeneral([t('common.networkError')]);
      const refused: Record<string, string> = {};
      for (const [field, reason] of Object.entries(error.fieldReasons)) {
        const offerId = offerOfField(field, items);
        if (offerId) refused[offerId] = say({ ...reason, text: error.fields[field] });
      }
      setRefusedOffers(refused);
      setGeneral([say(reasonOfRefusal(error, true))]);
    }
  };

  return (
    <form className="tickets offers" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('products.offers')}</h2>
      <ul className="ticket-lines">
        {product.offers.map((offer) => {
          const refusal = refusedOffers[offer.offerId];
          const errorId = `offer-error-${offer.offerId}`;
          return (
            <li key={offer.offerId} className="ticket-line" data-testid="product-offer">
              <div className="ticket-name">
                <strong>{offer.name}</strong>
                <span>{price(offer.price)}</span>
              </div>
              <QuantityStepper
                value={quantities[offer.offerId] ?? 0}
                max={MAX_PER_OFFER}
                disabled={busy}
                invalid={Boolean(refusal)}
                describedBy={refusal ? errorId : undefined}
                onChange={(quantity) => change(offer.offerId, quantity)}
                labels={{
                  fewer: t('tickets.fewer', { name: offer.name }),
                  more: t('tickets.more', { name: offer.name }),
                  quantity: t('tickets.quantity', { name: offer.name }),
                }}
              />
              <FieldError id={errorId} error={refusal} announce={false} />
              {/* As the tickets and gift vouchers say theirs: 999 typed became 100 without a word. */}
              <small className="ticket-limit" aria-live="polite" data-testid="offer-limit">
                {(quantities[offer.offerId] ?? 0) >= MAX_PER_OFFER && !refusal ? t('tickets.mostAtOnce', { count: MAX_PER_OFFER }) : ''}
              </small>
            </li>
          );
        })}
      </ul>
      <AddToCartFooter
        summary={{
          count: t(count === 1 ? 'products.count.one' : 'products.count.other', { count }),
          total: money(total, product.currency),
        }}
        problems={general}
        busy={busy}
      />
      <p className="muted">{t('products.accessNote')}</p>
    </form>
  );
}
