import { useEffect, useState, type FormEvent } from 'react';
import { nextStep } from '../app/families';
import { navigate } from '../app/navigation';
import { useShop } from '../app/shop-context';
import { useCartState } from '../cart/cart-store';
import { ErrorNotice } from '../ui/fields';
import { ShopLink } from '../ui/shop-link';
import { errorsHandedOver, handOverErrors, readDraft, saveDraft } from './checkout-draft';
import { CheckoutSteps } from './checkout-steps';
import { ContactFields } from './contact-fields';
import { changedPaths, validateConsumer, type ConsumerDraft, type ConsumerErrors } from './consumer-form';
import { startPayment } from './start-payment';

/** /checkout/contact: who buys; then ticket names (embed3) or the payment. */
export default function ContactPage() {
  const shop = useShop();
  const { t, href, orgId, family, cart: store } = shop;
  const { cart, ready } = useCartState(store);
  const [draft, setDraft] = useState<ConsumerDraft>(() => readDraft(orgId));
  const [errors, setErrors] = useState<ConsumerErrors>(errorsHandedOver);
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const then = nextStep(family, 'contact');

  useEffect(() => saveDraft(orgId, draft), [orgId, draft]);
  useEffect(() => {
    if (Object.keys(errors).length > 0) document.querySelector<HTMLElement>('.contact [aria-invalid="true"]')?.focus();
  }, [errors]);

  // An edited field loses its old error (the server's EAN answer sits on the buyer kind).
  const edit = (next: ConsumerDraft) => {
    const changed = changedPaths(draft, next);
    if (changed.some((path) => errors[path]))
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !changed.includes(path))));
    setDraft(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateConsumer(draft);
    handOverErrors({});
    setErrors(found);
    setGeneral([]);
    if (Object.keys(found).length > 0) return;
    if (then === 'ticket') return navigate(href({ page: 'checkoutTicket' }));
    setBusy(true);
    const problem = await startPayment(shop, draft);
    if (problem) {
      setErrors(problem.consumer);
      setGeneral(problem.general);
      setBusy(false);
    }
  };

  if (!ready)
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  if (!cart || cart.itemsTotalQuantity === 0)
    return (
      <section className="stack">
        <CheckoutSteps current="contact" />
        <p className="notice">{t('cart.empty')}</p>
        <ShopLink className="button" href={href({ page: 'eventList' })}>
          {t('shell.toEvents')}
        </ShopLink>
      </section>
    );
  return (
    <section className="stack checkout">
      <CheckoutSteps current="contact" />
      <h1>{t('contact.title')}</h1>
      <form className="contact stack" onSubmit={submit} noValidate>
        <ContactFields draft={draft} errors={errors} onChange={edit} disabled={busy} />
        {/* The server's answer about the buyer kind (EAN) is the whole story; otherwise point at the fields. */}
        {Object.keys(errors).length > 0 && (
          <ErrorNotice messages={[Object.keys(errors).join() === 'type' ? shop.say(errors.type!) : t('contact.fixErrors')]} />
        )}
        <ErrorNotice messages={general} />
        <p className="total-line">
          <span>{t('cart.total')}</span>
          <strong>{shop.money(cart.totalPrice.gross, cart.currency)}</strong>
        </p>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? t('contact.paying') : t(then === 'ticket' ? 'contact.toTickets' : 'contact.toPayment')}
        </button>
        <ShopLink className="button button-quiet button-block" href={href({ page: 'checkoutReview' })}>
          {t('common.back')}
        </ShopLink>
      </form>
    </section>
  );
}
