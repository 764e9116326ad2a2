import { useEffect, useRef, useState, type FormEvent } from 'react';
import { voucherShare } from '@foyer/domain';
import { nextStep } from '../app/families';
import { navigate } from '../app/navigation';
import { useShop } from '../app/shop-context';
import { hasTickets, useCartState } from '../cart/cart-store';
import { ErrorNotice } from '../ui/fields';
import { useFocusFirstInvalid } from '../ui/focus-first-invalid';
import { PageLoading } from '../ui/page-frame';
import { ShopLink } from '../ui/shop-link';
import {
  codeRefusalHandedOver,
  errorsHandedOver,
  handOverCodeRefusal,
  handOverErrors,
  keepVoucherCode,
  keptVoucherCode,
  readDraft,
  saveDraft,
} from './checkout-draft';
import { CheckoutSteps } from './checkout-steps';
import { ContactFields } from './contact-fields';
import { holdsOffSale, OffSaleInCart } from './off-sale-in-cart';
import { changedPaths, validateConsumer, type ConsumerDraft, type ConsumerErrors } from './consumer-form';
import { hasSomethingToPost, isPosted, PostingChoice } from './posting-choice';
import { startPayment } from './start-payment';
import { useCheckoutSettings } from './test-mode-notice';
import { useVoucherCode, VoucherCodeField } from './voucher-code-field';
import { EmptyCheckout } from './unpaid-order';

/** /checkout/contact: who buys; then ticket names (embed3) or the payment. */
export default function ContactPage() {
  const shop = useShop();
  const { t, href, orgId, family, cart: store, locale } = shop;
  const { cart, ready, clockOffsetMs } = useCartState(store);
  const [draft, setDraft] = useState<ConsumerDraft>(() => readDraft(orgId, locale));
  const [errors, setErrors] = useState<ConsumerErrors>(errorsHandedOver);
  // Sent back by the ticket step's payment, which refused the code: why, said above the code.
  const [arrivedRefused, setArrivedRefused] = useState(() => codeRefusalHandedOver() !== null);
  const [general, setGeneral] = useState<string[]>(() => {
    const refusal = codeRefusalHandedOver();
    return refusal ? [refusal] : [];
  });
  useEffect(() => handOverCodeRefusal(null), []);
  const [busy, setBusy] = useState(false);
  const then = nextStep(family, 'contact', hasTickets(cart));
  // The museum's postage, known before checkout's pages are drawn (ShopLayout waits for it).
  const shipping = useCheckoutSettings(orgId)?.shipping ?? null;
  const offerPosting = shipping !== null && cart !== null && hasSomethingToPost(cart);
  const posted = cart !== null && isPosted(cart);

  useEffect(() => saveDraft(orgId, draft), [orgId, draft]);

  // An Institution pays by EAN invoice, with the organisation's EAN fee if it has one: show it in
  // the total while the buyer is an Institution (the server decides again at checkout).
  const institution = draft.type === 'Institution';
  // A gift voucher pays an order paid online; an Institution's is invoiced to its EAN instead.
  const voucher = useVoucherCode(cart?.currency ?? '', clockOffsetMs, keptVoucherCode(orgId));
  // A code does not pay for gift vouchers (it would renew its own expiry): said, not offered.
  const buysVouchers = cart?.items.some((item) => item.type === 'Voucher') ?? false;
  const takesCode = !institution && !buysVouchers;
  const codeToPay = takesCode ? (voucher.state.applied?.code ?? null) : null;
  // The code stopping the payment is being changed: the notice about it goes.
  const stopsPayment = t('voucherCode.stopsPayment');
  useEffect(
    () => setGeneral((now) => (now.includes(stopsPayment) ? now.filter((words) => words !== stopsPayment) : now)),
    [voucher.state.typed, stopsPayment],
  );
  // A code taken stays for this page's life: back to the cart and on again, it is not typed twice
  // (a review walk had to); emptied, it goes.
  const appliedCode = voucher.state.applied?.code ?? null;
  const typedCode = voucher.state.typed.trim();
  const leftToPay = cart ? voucherShare(cart.totalPrice.gross, codeToPay ? voucher.state.applied!.balanceMinor : null).leftMinor : 0;
  // What the code is shown paying; sent with the payment, which the server refuses if the code now pays less.
  const voucherPays = codeToPay && cart ? cart.totalPrice.gross - leftToPay : null;
  useEffect(() => {
    if (appliedCode) keepVoucherCode(orgId, appliedCode, voucherPays);
    else if (!typedCode) keepVoucherCode(orgId, null);
  }, [orgId, appliedCode, typedCode, voucherPays]);
  const cartId = cart?.cartId ?? null;
  // The server answers "no fee" (no line) when the museum has none, so ask once per cart.
  const eanInCart = cart?.fees.some((fee) => fee.category === 'EAN') ?? false;
  const eanAskedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!cartId || busy) return;
    if (institution && eanAskedFor.current !== cartId) {
      eanAskedFor.current = cartId;
      store.requestFee('EAN', shop.locale).catch(() => {
        eanAskedFor.current = null; // not asked after all (e.g. offline): the next change asks again
      });
    }
    if (!institution && (eanInCart || eanAskedFor.current === cartId)) {
      eanAskedFor.current = null;
      store.revoke({ fee: 'EAN' }).catch(() => undefined);
    }
  }, [cartId, institution, eanInCart, busy, store, shop.locale]);
  const focusFirstInvalid = useFocusFirstInvalid(() => document.querySelector('.contact'), Object.keys(errors).length > 0);

  // An edited field loses its old error (the server's EAN answer sits on the buyer kind).
  const edit = (next: ConsumerDraft) => {
    const changed = changedPaths(draft, next);
    if (changed.some((path) => errors[path]))
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !changed.includes(path))));
    setDraft(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateConsumer(draft, posted);
    handOverErrors({});
    setArrivedRefused(false);
    focusFirstInvalid();
    setErrors(found);
    setGeneral([]);
    if (Object.keys(found).length > 0) return;
    // A code typed but not yet taken is checked first: the visitor sees what it pays before paying.
    // One that cannot pay stops the payment: said beside the button pressed, and the code field
    // gets the focus (its own message says why), since the field is easily left behind unread.
    if (takesCode && voucher.state.typed.trim() && !voucher.state.applied) {
      if (!(await voucher.check())) {
        setGeneral([stopsPayment]);
        requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.voucher-code input')?.focus());
      }
      return;
    }
    keepVoucherCode(orgId, codeToPay, voucherPays);
    if (then === 'ticket') return navigate(href({ page: 'checkoutTicket' }));
    setBusy(true);
    const problem = await startPayment(shop, draft, codeToPay, voucherPays);
    if (problem) {
      focusFirstInvalid();
      setErrors(problem.consumer);
      setGeneral(problem.general);
      if (problem.voucherCode) voucher.refuse(problem.voucherCode);
      setBusy(false);
    }
  };

  if (!ready) return <PageLoading />;
  if (!cart || cart.itemsTotalQuantity === 0)
    return (
      <section className="stack">
        <CheckoutSteps current="contact" />
        <EmptyCheckout />
      </section>
    );
  if (holdsOffSale(cart)) return <OffSaleInCart current="contact" />;
  return (
    <section className="stack checkout">
      <CheckoutSteps current="contact" />
      <h1>{t('contact.title')}</h1>
      <form className="contact stack" onSubmit={submit} noValidate>
        <ContactFields
          draft={draft}
          errors={errors}
          onChange={edit}
          disabled={busy}
          posted={posted}
          posting={offerPosting && <PostingChoice cart={cart} shipping={shipping} disabled={busy} />}
        />
        {/* The server's answer about the buyer kind (EAN) is the whole story; otherwise point at the fields. */}
        {Object.keys(errors).length > 0 && (
          <ErrorNotice messages={[Object.keys(errors).join() === 'type' ? shop.say(errors.type!) : t('contact.fixErrors')]} />
        )}
        <ErrorNotice messages={general} takeFocus={arrivedRefused} />
        {institution && <p className="notice">{t('contact.eanNote')}</p>}
        {cart.fees.map((fee) => (
          <p className="total-line fee-line" key={fee.category}>
            <span>{t(`cart.fees.${fee.category}`)}</span>
            <span>{shop.money(fee.totalPrice.gross, cart.currency)}</span>
          </p>
        ))}
        <p className="total-line">
          <span>{t('cart.total')}</span>
          <strong>{shop.money(cart.totalPrice.gross, cart.currency)}</strong>
        </p>
        {takesCode && <VoucherCodeField code={voucher} totalMinor={cart.totalPrice.gross} currency={cart.currency} disabled={busy} />}
        {!institution && buysVouchers && (
          <p className="notice" data-testid="voucher-code-not-for-vouchers">
            {t('voucherCode.notForVouchers')}
          </p>
        )}
        <button type="submit" className="button button-primary button-block" disabled={busy || voucher.state.checking}>
          {then === 'ticket'
            ? t('contact.toTickets')
            : institution || (codeToPay && leftToPay === 0)
              ? t(busy ? 'contact.placingOrder' : 'contact.placeOrder')
              : t(busy ? 'contact.paying' : 'contact.toPayment')}
        </button>
        <ShopLink className="button button-quiet button-block" href={href({ page: 'checkoutReview' })}>
          {t('common.back')}
        </ShopLink>
      </form>
    </section>
  );
}
