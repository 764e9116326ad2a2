import { useId, useRef, useState, type FormEvent } from 'react';
import type { TPublicVoucher } from '@foyer/contracts';
import { ApiError, NETWORK_ERROR, type RefusalReason } from '../api/http';
import { navigate } from '../app/navigation';
import { useShop } from '../app/shop-context';
import { ErrorNotice, FieldError, TextField } from '../ui/fields';
import { useFocusFirstInvalid } from '../ui/focus-first-invalid';
import { QuantityStepper } from '../ui/quantity-stepper';
import {
  checkVoucherChoice,
  MAX_VOUCHERS,
  MESSAGE_MAX,
  NO_CHOICE,
  RECIPIENT_NAME_MAX,
  voucherBody,
  voucherFieldOf,
  type ForWhom,
  type VoucherChoice,
  type VoucherField,
} from './voucher-choice';

const FOR_WHOM: readonly ForWhom[] = ['myself', 'gift'];

/**
 * A gift voucher into the cart: how many, for the visitor or as a gift (then whom it is for and a
 * few words to them, printed on the voucher), then on to the cart.
 */
export function VoucherChooser({ voucher }: { voucher: TPublicVoucher }) {
  const { t, say, money, locale, cart, href } = useShop();
  const headingId = useId();
  const forWhomId = useId();
  const messageId = useId();
  const [choice, setChoice] = useState<VoucherChoice>(NO_CHOICE);
  const [errors, setErrors] = useState<Partial<Record<VoucherField, RefusalReason>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // A refused field takes the focus, so its message is read with it.
  const focusFirstInvalid = useFocusFirstInvalid(() => form.current);
  const error = (field: VoucherField) => (errors[field] ? say(errors[field]) : null);

  const change = (next: Partial<VoucherChoice>) => {
    setChoice((now) => ({ ...now, ...next }));
    const edited = Object.keys(next);
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !edited.includes(field))));
    setGeneral([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkVoucherChoice(choice);
    focusFirstInvalid();
    setErrors(problems);
    setGeneral([]);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await cart.addVoucher(voucherBody(voucher.voucherId, choice), locale);
      navigate(href({ page: 'checkoutReview' }));
    } catch (failure) {
      setBusy(false);
      if (!(failure instanceof ApiError) || failure.status === NETWORK_ERROR) return setGeneral([t('common.networkError')]);
      const onFields: Partial<Record<VoucherField, RefusalReason>> = {};
      for (const [path, reason] of Object.entries(failure.fieldReasons)) {
        const field = voucherFieldOf(path);
        if (field) onFields[field] = { ...reason, text: failure.fields[path] };
      }
      if (Object.keys(onFields).length > 0) {
        focusFirstInvalid();
        return setErrors(onFields);
      }
      const reason = Object.values(failure.fieldReasons)[0] ?? failure.why;
      setGeneral([reason ? say({ ...reason, text: failure.message }) : failure.message]);
    }
  };

  const gift = choice.forWhom === 'gift';
  return (
    <form ref={form} className="voucher-chooser stack" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('vouchers.choose')}</h2>
      <fieldset className="choice voucher-quantity">
        <legend>{t('vouchers.howMany')}</legend>
        <QuantityStepper
          value={choice.quantity}
          min={1}
          max={MAX_VOUCHERS}
          onChange={(quantity) => change({ quantity })}
          labels={{ fewer: t('vouchers.fewer'), more: t('vouchers.more'), quantity: t('vouchers.howMany') }}
          describedBy={
            [errors.quantity ? `${headingId}-quantity-error` : '', choice.quantity >= MAX_VOUCHERS ? `${headingId}-quantity-limit` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          invalid={Boolean(errors.quantity)}
          disabled={busy}
        />
        <FieldError id={`${headingId}-quantity-error`} error={error('quantity')} announce={false} />
        {/* As the tickets say theirs: 9999 typed became 10 without a word. */}
        <small id={`${headingId}-quantity-limit`} className="ticket-limit" aria-live="polite" data-testid="voucher-limit">
          {choice.quantity >= MAX_VOUCHERS && !errors.quantity ? t('tickets.mostAtOnce', { count: MAX_VOUCHERS }) : ''}
        </small>
      </fieldset>
      <fieldset className="choice">
        <legend id={forWhomId}>{t('vouchers.forWhom')}</legend>
        <div className="choice-options">
          {FOR_WHOM.map((option) => (
            <label key={option} className="choice-option">
              <input
                type="radio"
                name={`${forWhomId}-for-whom`}
                value={option}
                checked={choice.forWhom === option}
                disabled={busy}
                onChange={() => change({ forWhom: option })}
              />
              <span>{t(option === 'gift' ? 'vouchers.asGift' : 'vouchers.forMyself')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {gift && (
        <>
          <TextField
            label={t('vouchers.recipientName')}
            help={t('vouchers.recipientHelp')}
            autoComplete="off"
            maxLength={RECIPIENT_NAME_MAX}
            value={choice.recipientName}
            disabled={busy}
            error={error('recipientName')}
            onChange={(event) => change({ recipientName: event.target.value })}
          />
          <div className="field">
            <label htmlFor={messageId}>{t('vouchers.message')}</label>
            <textarea
              id={messageId}
              rows={3}
              maxLength={MESSAGE_MAX}
              value={choice.message}
              disabled={busy}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${messageId}-help${errors.message ? ` ${messageId}-error` : ''}`}
              onChange={(event) => change({ message: event.target.value })}
            />
            <p className="field-help" id={`${messageId}-help`}>
              {t('vouchers.messageHelp', { count: MESSAGE_MAX - choice.message.length })}
            </p>
            <FieldError id={`${messageId}-error`} error={error('message')} announce={false} />
          </div>
        </>
      )}
      <p className="total-line" aria-live="polite">
        <span>{t('tickets.total')}</span>
        <strong>{money(voucher.value * choice.quantity, voucher.currency)}</strong>
      </p>
      <ErrorNotice messages={Object.keys(errors).length > 0 ? [t('contact.fixErrors'), ...general] : general} />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? t('tickets.adding') : t('tickets.addToCart')}
      </button>
      <p className="muted">{t('vouchers.mailNote')}</p>
    </form>
  );
}

/** A voucher's value and how long it is valid (counted from the day it is bought; 0: it does not expire), then its text. */
export function VoucherFacts({ voucher }: { voucher: TPublicVoucher }) {
  const { t, money } = useShop();
  const months = voucher.validForMonths;
  return (
    <>
      <p className="voucher-facts">
        <span className="voucher-value">{money(voucher.value, voucher.currency)}</span>
        <span className="muted">
          {months === 0 ? t('vouchers.noExpiry') : t(months === 1 ? 'vouchers.validFor.one' : 'vouchers.validFor.other', { count: months })}
        </span>
      </p>
      {voucher.description && (
        <p className="donation-text" lang={voucher.language}>
          {voucher.description}
        </p>
      )}
    </>
  );
}
