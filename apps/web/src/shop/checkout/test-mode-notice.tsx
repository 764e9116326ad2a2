import { useEffect, useState } from 'react';
import { shopApi } from '../api/shop-api';
import { useShop } from '../app/shop-context';

/** Read once per organisation and page load: test mode is a platform admin's rare change. */
const testModeOf = new Map<string, Promise<boolean>>();
/** The answers already in, so a step drawn after them shows its marker in its first paint. */
const answered = new Map<string, boolean>();
export function isInTestMode(orgId: string): Promise<boolean> {
  let known = testModeOf.get(orgId);
  if (!known) {
    // Without an answer no marker is shown; the payment page itself still says "test".
    known = shopApi
      .payments(orgId)
      .then(
        (settings) => settings.testMode,
        () => false,
      )
      .then((on) => {
        answered.set(orgId, on);
        return on;
      });
    testModeOf.set(orgId, known);
  }
  return known;
}

/**
 * Whether the organisation is in test mode, `undefined` until the answer is in. Checkout's pages
 * wait for it (`ShopLayout`): a marker arriving after the page would push the step's button down
 * under a visitor's tap. The frame asks ahead once the cart holds something, so the wait is rare.
 */
export function useTestMode(orgId: string, ask = true): boolean | undefined {
  const [testMode, setTestMode] = useState(() => answered.get(orgId));
  useEffect(() => {
    if (!ask) return;
    let current = true;
    void isInTestMode(orgId).then((on) => current && setTestMode(on));
    return () => {
      current = false;
    };
  }, [orgId, ask]);
  return testMode;
}

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
