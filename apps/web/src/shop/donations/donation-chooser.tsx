import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TPublicDonation } from '@foyer/contracts';
import { ApiError, NETWORK_ERROR, type RefusalReason } from '../api/http';
import { navigate } from '../app/navigation';
import { useShop } from '../app/shop-context';
import { AddToCartFooter } from '../ui/add-to-cart';
import { TextField } from '../ui/fields';
import { MAX_DONATION_AMOUNT, ownDonationMinimum } from '@foyer/domain';
import { checkAmount, parseAmount } from './donation-amount';

/** The amount field's name in the add-to-cart call: the server's refusals of the amount land on it. */
const AMOUNT_FIELD = 'donation.amountMinor';

type Choice = { kind: 'suggested'; minor: number } | { kind: 'own'; text: string } | null;

/**
 * SPEC §2 "donation selection with a custom amount": the campaign's suggested amounts as buttons,
 * the visitor's own amount when the campaign allows one (its minimum shown), then the cart.
 */
export function DonationChooser({ donation }: { donation: TPublicDonation }) {
  const { t, say, money, locale, cart, href } = useShop();
  const headingId = useId();
  const [choice, setChoice] = useState<Choice>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // A refused amount takes the focus, so its message is read with the field.
  useEffect(() => {
    if (amountError) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [amountError]);
  const show = (minor: number) => money(minor, donation.currency);
  // The minimum as this visitor reads money, also where the server's refusal carries its own.
  const words = (problem: RefusalReason) =>
    say(
      problem.reason === 'shop.minimumDonation'
        ? { ...problem, params: [show(ownDonationMinimum(donation))] }
        : problem.reason === 'shop.maximumDonation' || problem.reason === 'donations.aboveMaximum'
          ? { ...problem, params: [show(MAX_DONATION_AMOUNT)] }
          : problem,
    );

  const amount =
    choice?.kind === 'suggested' ? choice.minor : choice?.kind === 'own' ? parseAmount(choice.text, locale, donation.currency) : null;

  const choose = (next: Choice) => {
    setChoice(next);
    setAmountError(null);
    setGeneral([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) return setGeneral([t('donations.chooseAmount')]);
    const problem = checkAmount(amount, donation, show);
    if (problem) return choice.kind === 'own' ? setAmountError(words(problem)) : setGeneral([words(problem)]);
    setBusy(true);
    try {
      await cart.addDonation(donation.donationId, amount!, locale);
      navigate(href({ page: 'checkoutReview' }));
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError) || error.status === NETWORK_ERROR) return setGeneral([t('common.networkError')]);
      const onAmount = error.fieldReasons[AMOUNT_FIELD];
      if (onAmount && choice.kind === 'own') return setAmountError(words(onAmount));
      const reason = Object.values(error.fieldReasons)[0] ?? error.why;
      setGeneral([reason ? words({ ...reason, text: error.message }) : error.message]);
    }
  };

  return (
    <form ref={form} className="donation-chooser stack" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('donations.chooseAmount')}</h2>
      {donation.suggestedAmounts.length > 0 && (
        <div className="amount-options">
          {donation.suggestedAmounts.map((minor) => (
            <button
              key={minor}
              type="button"
              className="button amount-option"
              aria-pressed={choice?.kind === 'suggested' && choice.minor === minor}
              disabled={busy}
              onClick={() => choose({ kind: 'suggested', minor })}
            >
              {show(minor)}
            </button>
          ))}
        </div>
      )}
      {donation.customAmountAllowed && (
        <TextField
          label={t('donations.ownAmount')}
          // Both ends said: a gift above the most was shown as "Your gift" and then refused; below the
          // least (the campaign's, and never under 1.00) likewise.
          help={t('donations.ownAmountRange', { minimum: show(ownDonationMinimum(donation)), maximum: show(MAX_DONATION_AMOUNT) })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={15}
          value={choice?.kind === 'own' ? choice.text : ''}
          disabled={busy}
          error={amountError}
          onChange={(change) => choose(change.target.value.trim() === '' ? null : { kind: 'own', text: change.target.value })}
        />
      )}
      {amount !== null && !checkAmount(amount, donation, show) && !amountError && (
        <p className="donation-summary" aria-live="polite">
          {t('donations.yourGift', { amount: show(amount) })}
        </p>
      )}
      <AddToCartFooter problems={general} busy={busy} />
      <p className="muted">{t('donations.receiptNote')}</p>
    </form>
  );
}
