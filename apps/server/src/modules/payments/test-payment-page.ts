import { pickLocale, translate } from '@foyer/i18n';
import { formatMoney } from '@foyer/domain';
import type { testProviderPayments } from '../../db/schema/index.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The test provider's hosted page: what a card provider's page would be, with two buttons, and a
 * box that makes the payment's first refund fail (as a test card of a real provider does), to try
 * a refused refund and its retry. It stands apart from the shop (another "site"), so it is plain
 * HTML with no app code. A payment already decided (the buyer came back to it from the shop's
 * confirmation) shows its outcome and the way back to the shop. Its buttons start disabled and its script enables them, so a click
 * cannot land before they do something.
 */
export function testPaymentPage(payment: typeof testProviderPayments.$inferSelect, language: string, scriptNonce: string): string {
  const locale = pickLocale(language) ?? 'en';
  const t = (key: string) => escape(translate(locale, `mail.testPayment.${key}`));
  const amount = escape(formatMoney(payment.amountMinor, payment.currency, locale));
  const decided = payment.state !== 'pending';
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${t('title')}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:28px;max-width:360px;width:calc(100% - 32px)}
h1{font-size:1.2rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:16px 0}.note{color:#555;font-size:.9rem}
button{display:block;width:100%;padding:14px;margin-top:12px;border-radius:8px;border:0;font-size:1rem;cursor:pointer}
#approve{background:#1c7c54;color:#fff}#decline{background:#e5e7eb;color:#111}
a{display:inline-block;margin-top:8px;color:#1c5c9c;font-size:1rem}
label{display:flex;gap:8px;align-items:flex-start;margin-top:16px;font-size:.9rem;color:#333}
</style></head><body><main>
<h1>${t('title')}</h1><div class="note">${escape(payment.description)}</div>
<div class="amount" data-testid="test-payment-amount">${amount}</div>
<p class="note">${t('explain')}</p>
${decided ? `<p data-testid="test-payment-state">${t(payment.state)}</p><a data-testid="test-payment-back" href="${escape(payment.returnUrl)}">${t('backToShop')}</a>` : `<button id="approve" data-approve="true" disabled>${t('approve')}</button><button id="decline" data-approve="false" disabled>${t('decline')}</button><label><input type="checkbox" id="refuse-refund"> ${t('refuseRefund')}</label>`}
<p id="error" class="note" role="alert"></p>
</main>
<script nonce="${scriptNonce}">
for (const button of document.querySelectorAll('button')) {
  button.disabled = false;
  button.addEventListener('click', async () => {
    document.querySelectorAll('button').forEach((b) => (b.disabled = true));
    const response = await fetch(location.pathname.replace('/payments/test/', '/api/payments/test/') + '/decision', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ approve: button.dataset.approve === 'true', refuseFirstRefund: document.getElementById('refuse-refund').checked }),
    }).catch(() => null);
    if (!response || !response.ok) { document.getElementById('error').textContent = ${JSON.stringify(translate(locale, 'mail.testPayment.failed'))}; document.querySelectorAll('button').forEach((b) => (b.disabled = false)); return; }
    location.href = (await response.json()).returnUrl;
  });
}
</script></body></html>`;
}
