import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TVoucherCodeBalance } from '@foyer/contracts';
import { displayVoucherCode, voucherShare } from '@foyer/domain';
import { ApiError, NETWORK_ERROR, type RefusalReason } from '../api/http';
import { shopApi } from '../api/shop-api';
import { useShop } from '../app/shop-context';
import { formatDate } from '../format/dates';
import { FieldError } from '../ui/fields';
import { refusalOfCode, UNKNOWN_CODE } from './voucher-code';

export interface VoucherCodeState {
  typed: string;
  /** The code checked and taken: it goes with the payment. */
  applied: TVoucherCodeBalance | null;
  checking: boolean;
  /** Why the typed code cannot pay, in the visitor's words. */
  error: string | null;
}

const EMPTY: VoucherCodeState = { typed: '', applied: null, checking: false, error: null };

/**
 * The checkout's gift voucher code: typed, checked with the public balance read, then shown with
 * what it pays of the order. `refuse` puts the payment's own refusal of the code on the field.
 */
export function useVoucherCode(currency: string, clockOffsetMs: number, keptCode: string | null = null) {
  const { orgId, say, t, locale } = useShop();
  const [state, setState] = useState<VoucherCodeState>(keptCode ? { ...EMPTY, typed: keptCode } : EMPTY);
  const refuse = useCallback(
    (problem: RefusalReason) => setState((now) => ({ ...now, applied: null, checking: false, error: say(problem) })),
    [say],
  );
  /** Checks the typed code (or `code`); whether it was taken. */
  const check = async (code = state.typed): Promise<boolean> => {
    const typed = code.trim();
    if (!typed) return false;
    setState((now) => ({ ...now, checking: true, error: null }));
    try {
      const balance = await shopApi.voucherCode(orgId, typed);
      const problem = refusalOfCode(balance, currency, Date.now() + clockOffsetMs);
      if (problem) {
        // Expired: until when it was valid, so the visitor knows it is not a typing mistake.
        if (problem.reason === 'voucherCodes.expired' && balance.expiresAt) {
          const date = formatDate(balance.expiresAt, locale);
          setState((now) => ({ ...now, applied: null, checking: false, error: t('voucherCode.expiredOn', { date }) }));
        } else refuse(problem);
        return false;
      }
      setState({ typed: displayVoucherCode(balance.code), applied: balance, checking: false, error: null });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        refuse(UNKNOWN_CODE);
        return false;
      }
      const words = error instanceof ApiError && error.status !== NETWORK_ERROR && error.why ? say(error.why) : t('common.networkError');
      setState((now) => ({ ...now, checking: false, error: words }));
      return false;
    }
  };
  // The code of a payment that did not go through, back on the contact step: checked again once
  // the cart's currency is known, so it shows what it pays (or why it no longer can).
  const rechecked = useRef(false);
  useEffect(() => {
    if (!keptCode || !currency || rechecked.current) return;
    rechecked.current = true;
    void check(keptCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code this page began with
  }, [currency, keptCode]);
  return {
    state,
    type: (typed: string) => setState({ typed, applied: null, checking: false, error: null }),
    check,
    remove: () => setState(EMPTY),
    refuse,
  };
}

interface Props {
  code: ReturnType<typeof useVoucherCode>;
  totalMinor: number;
  currency: string;
  disabled: boolean;
}

export function VoucherCodeField({ code, totalMinor, currency, disabled }: Props) {
  const { t, money, locale } = useShop();
  const id = useId();
  const { state } = code;
  const share = voucherShare(totalMinor, state.applied?.balanceMinor ?? null);
  // Enter in the code field checks the code; it does not send the contact form.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void code.check();
  };
  const described = [`${id}-help`, state.error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="voucher-code stack">
      <div className="field">
        <label htmlFor={id}>{t('voucherCode.label')}</label>
        <div className="voucher-code-row">
          <input
            id={id}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={state.typed}
            disabled={disabled || state.applied !== null}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => code.type(event.target.value)}
            onKeyDown={onKey}
          />
          {state.applied ? (
            <button type="button" className="button" disabled={disabled} onClick={code.remove}>
              {t('voucherCode.remove')}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              disabled={disabled || state.checking || !state.typed.trim()}
              onClick={() => void code.check()}
            >
              {state.checking ? t('voucherCode.checking') : t('voucherCode.use')}
            </button>
          )}
        </div>
        <p className="field-help" id={`${id}-help`}>
          {t('voucherCode.help')}
        </p>
        <FieldError id={`${id}-error`} error={state.error} />
      </div>
      {state.applied && (
        <dl className="totals voucher-share" aria-live="polite" data-testid="voucher-share">
          <div>
            <dt>
              <CodeInWords words={t('voucherCode.balance', { code: CODE_MARK })} code={displayVoucherCode(state.applied.code)} />
              {state.applied.expiresAt && (
                <small className="muted"> {t('voucherCode.validUntil', { date: formatDate(state.applied.expiresAt, locale) })}</small>
              )}
            </dt>
            <dd>{money(state.applied.balanceMinor, currency)}</dd>
          </div>
          <div>
            <dt>{t('voucherCode.pays')}</dt>
            <dd data-testid="voucher-pays">− {money(share.paidMinor, currency)}</dd>
          </div>
          <div className="totals-total">
            <dt>{t('voucherCode.leftToPay')}</dt>
            <dd data-testid="voucher-left-to-pay">{money(share.leftMinor, currency)}</dd>
          </div>
          <div>
            <dt>{t('voucherCode.keptOnCode')}</dt>
            <dd data-testid="voucher-kept">{money(share.keptOnCodeMinor, currency)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}

const CODE_MARK = '\u0001';

/** The sentence with the code kept on one line ("UMJJ-KMWR- / 7QWN" broke at a dash). */
function CodeInWords({ words, code }: { words: string; code: string }) {
  const [before = '', after = ''] = words.split(CODE_MARK);
  return (
    <>
      {before}
      <span className="code">{code}</span>
      {after}
    </>
  );
}
