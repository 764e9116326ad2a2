import { useEffect, useState } from 'react';
import { shopApi } from '../api/shop-api';
import { useShop } from '../app/shop-context';

/** Read once per organisation and page load: test mode is a platform admin's rare change. */
const testModeOf = new Map<string, Promise<boolean>>();
export function isInTestMode(orgId: string): Promise<boolean> {
  let known = testModeOf.get(orgId);
  if (!known) {
    // Without an answer no marker is shown; the payment page itself still says "test".
    known = shopApi.payments(orgId).then(
      (settings) => settings.testMode,
      () => false,
    );
    testModeOf.set(orgId, known);
  }
  return known;
}

/**
 * The marker on every checkout step of an organisation in test mode (the demo ones): the buyer
 * approves their own payment there, so nobody may take it for a real purchase.
 */
export function TestModeNotice() {
  const { orgId, t } = useShop();
  const [testMode, setTestMode] = useState(false);
  useEffect(() => {
    let current = true;
    void isInTestMode(orgId).then((on) => current && setTestMode(on));
    return () => {
      current = false;
    };
  }, [orgId]);
  if (!testMode) return null;
  return (
    <p className="notice test-mode-notice" role="note" data-testid="test-mode-notice">
      {t('shell.testMode')}
    </p>
  );
}
