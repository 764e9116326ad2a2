import { useEffect, useState } from 'react';
import type { TPublicPaymentSettings } from '@foyer/contracts';
import { shopApi } from '../api/shop-api';
import { useShop } from '../app/shop-context';

/** What checkout needs to know of the museum's sales: its test mode, and whether and for what it posts orders. */
export type CheckoutSettings = Pick<TPublicPaymentSettings, 'testMode' | 'shipping'>;

/** Without an answer no marker is shown and nothing is offered by post; the payment page itself still says "test". */
const UNKNOWN: CheckoutSettings = { testMode: false, shipping: null };

/** Read once per organisation and page load: test mode and the postage fee are rare changes. */
const settingsOf = new Map<string, Promise<CheckoutSettings>>();
/** The answers already in, so a step drawn after them shows its marker in its first paint. */
const answered = new Map<string, CheckoutSettings>();
export function checkoutSettingsOf(orgId: string): Promise<CheckoutSettings> {
  let known = settingsOf.get(orgId);
  if (!known) {
    known = shopApi
      .payments(orgId)
      .then(
        (settings) => ({ testMode: settings.testMode, shipping: settings.shipping ?? null }),
        () => UNKNOWN,
      )
      .then((settings) => {
        answered.set(orgId, settings);
        return settings;
      });
    settingsOf.set(orgId, known);
  }
  return known;
}

/**
 * The organisation's checkout settings, `undefined` until the answer is in. Checkout's pages
 * wait for it (`ShopLayout`): a marker arriving after the page would push the step's button down
 * under a visitor's tap. The frame asks ahead once the cart holds something, so the wait is rare.
 */
export function useCheckoutSettings(orgId: string, ask = true): CheckoutSettings | undefined {
  const [settings, setSettings] = useState(() => answered.get(orgId));
  useEffect(() => {
    if (!ask) return;
    let current = true;
    void checkoutSettingsOf(orgId).then((found) => current && setSettings(found));
    return () => {
      current = false;
    };
  }, [orgId, ask]);
  return settings;
}

/** Whether the organisation is in test mode, `undefined` until the answer is in. */
export const useTestMode = (orgId: string, ask = true): boolean | undefined => useCheckoutSettings(orgId, ask)?.testMode;

/**
 * The marker on every checkout step of an organisation in test mode (the demo ones): the buyer
 * approves their own payment there, so nobody may take it for a real purchase.
 */
export function TestModeNotice() {
  const { orgId, t } = useShop();
  if (!useTestMode(orgId)) return null;
  return (
    <p className="notice test-mode-notice" role="note" data-testid="test-mode-notice">
      {t('shell.testMode')}
    </p>
  );
}
