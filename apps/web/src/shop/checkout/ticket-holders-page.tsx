import { useState, type FormEvent } from 'react';
import type { TCart } from '@foyer/contracts';
import { ApiError, NETWORK_ERROR, reasonOfRefusal } from '../api/http';
import { navigate } from '../app/navigation';
import { useShop } from '../app/shop-context';
import { useCartState } from '../cart/cart-store';
import { formatInstant } from '../format/dates';
import { ErrorNotice, TextField } from '../ui/fields';
import { PageLoading } from '../ui/page-frame';
import { ShopLink } from '../ui/shop-link';
import { handOverCodeRefusal, handOverErrors, keptVoucherCode, keptVoucherPays, readDraft } from './checkout-draft';
import { CheckoutSteps } from './checkout-steps';
import { holdsOffSale, OffSaleInCart } from './off-sale-in-cart';
import { validateConsumer } from './consumer-form';
import { startPayment } from './start-payment';
import { EmptyCheckout } from './unpaid-order';

/** Holder names by item, then ticket type, then ticket: names[itemId][ticketId][n]. */
type Names = Record<string, Record<string, string[]>>;

const namesOf = (cart: TCart | null): Names =>
  Object.fromEntries(
    (cart?.items ?? []).flatMap((item) =>
      item.type === 'Event'
        ? [
            [
              item.itemId,
              Object.fromEntries(
                item.items.map((line) => [line.id, Array.from({ length: line.quantity }, (_, n) => line.holderNames[n] ?? '')]),
              ),
            ],
          ]
        : [],
    ),
  );

/** /embed3 /checkout/ticket: a name for each ticket (PUT …/updateHolderNames), then the payment. */
export default function TicketHoldersPage() {
  const shop = useShop();
  const { t, say, locale, href, orgId, cart: store } = shop;
  const { cart, ready } = useCartState(store);
  // Typed names, or (until the first keystroke) those the cart already has: it may load after us.
  const [typed, setNames] = useState<Names | null>(null);
  const names = typed ?? namesOf(cart);
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = readDraft(orgId);
    const contactErrors = validateConsumer(draft);
    if (Object.keys(contactErrors).length > 0) {
      handOverErrors(contactErrors);
      return navigate(href({ page: 'checkoutContact' }));
    }
    setBusy(true);
    setGeneral([]);
    try {
      for (const [itemId, byTicket] of Object.entries(names))
        await store.updateHolderNames({
          itemId,
          tickets: Object.entries(byTicket).map(([ticketId, holderNames]) => ({
            ticketId,
            holderNames: holderNames.map((name) => name.trim() || null),
          })),
        });
    } catch (error) {
      setGeneral([error instanceof ApiError && error.status !== NETWORK_ERROR ? say(reasonOfRefusal(error)) : t('common.networkError')]);
      return setBusy(false);
    }
    // With what the contact step showed the code paying: should another order have spent some of it
    // since, the payment is refused and said here rather than the provider asking for more unannounced.
    const problem = await startPayment(shop, draft, keptVoucherCode(shop.orgId), keptVoucherPays(shop.orgId));
    if (!problem) return;
    if (Object.keys(problem.consumer).length > 0) {
      handOverErrors(problem.consumer);
      return navigate(href({ page: 'checkoutContact' }));
    }
    // The code was taken on the contact step: back there, where it is checked again and shows what
    // it pays now, with the refusal above it (here the visitor could only press pay again).
    if (problem.voucherCode) {
      handOverCodeRefusal(say(problem.voucherCode));
      return navigate(href({ page: 'checkoutContact' }));
    }
    setGeneral(problem.general);
    setBusy(false);
  };

  if (!ready) return <PageLoading />;
  if (!cart || cart.itemsTotalQuantity === 0)
    return (
      <section className="stack checkout">
        <CheckoutSteps current="ticket" />
        <EmptyCheckout />
      </section>
    );
  if (holdsOffSale(cart)) return <OffSaleInCart current="ticket" />;
  return (
    <section className="stack checkout">
      <CheckoutSteps current="ticket" />
      <h1>{t('holders.title')}</h1>
      <p>{t('holders.intro')}</p>
      <form className="stack" onSubmit={submit} noValidate>
        {cart.items.map((item) =>
          item.type !== 'Event' ? null : (
            <fieldset key={item.itemId} className="holders">
              <legend>{item.event.translatedNames[locale] || item.event.name}</legend>
              <p className="muted">{formatInstant(item.event.startsAt, item.event.timeZone, locale, !item.event.allDay)}</p>
              {item.items.map((line) =>
                (names[item.itemId]?.[line.id] ?? []).map((value, index) => (
                  <TextField
                    key={`${line.id}-${index}`}
                    label={t('holders.holder', { name: line.translatedNames[locale] || line.name, number: index + 1 })}
                    autoComplete="off"
                    maxLength={200}
                    value={value}
                    disabled={busy}
                    onChange={(change) =>
                      setNames((previous) => {
                        const current = previous ?? namesOf(cart);
                        const list = [...(current[item.itemId]?.[line.id] ?? [])];
                        list[index] = change.target.value;
                        return { ...current, [item.itemId]: { ...current[item.itemId], [line.id]: list } };
                      })
                    }
                  />
                )),
              )}
            </fieldset>
          ),
        )}
        <ErrorNotice messages={general} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? t('contact.paying') : t('contact.toPayment')}
        </button>
        <ShopLink className="button button-quiet button-block" href={href({ page: 'checkoutContact' })}>
          {t('common.back')}
        </ShopLink>
      </form>
    </section>
  );
}
