import { expect, test } from '@playwright/test';
import { createSingleDate } from '../../fixtures/door';
import { signIn } from '../../fixtures/session';
import { buyEntranceByApi, signedInApi } from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/*
 * A double click on a dialog's confirm button is one confirmation. It was two: the second click
 * landed before the page drew the first's "loading" (a walk found an event deleted and then
 * "Could not delete event", and a confirmation mailed twice).
 */
test('a double click on "Send again" mails the confirmation once more, not twice', async ({ page }) => {
  const order = await buyEntranceByApi(`resend-once-${unique()}@visitors.test`, 'en', 1);
  await signIn(page, 'admin@demo.test');
  await page.goto(`/orders/${order.orderId}?la=en`);
  const confirmations = page.getByTestId('order-mail').filter({ hasText: 'Order confirmation' });
  await expect(confirmations).toHaveCount(1);
  await page.getByTestId('order-action-resend').click();
  await page.getByRole('dialog').getByTestId('confirm-button').dblclick();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(confirmations).toHaveCount(2);
  // Read again from the server: two, not three.
  const api = await signedInApi();
  try {
    const detail = await okJson<{ mails: { kind: string }[] }>(await api.get(`/api/orders/${order.orderId}`));
    expect(detail.mails.filter((mail) => mail.kind === 'order-confirmation')).toHaveLength(2);
  } finally {
    await api.dispose();
  }
});

test('a double click on "Delete event" deletes it once and says so', async ({ page }) => {
  const name = `Deleted once ${unique()}`;
  const { eventId } = await createSingleDate({
    names: { en: name, da: name },
    display: false,
    start: { date: '2027-04-06', time: '10:00' },
    end: { date: '2027-04-06', time: '11:00' },
  });
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/${eventId}?la=en`);
  await page.getByTestId('delete-event').click();
  await page.getByRole('dialog').getByTestId('confirm-button').dblclick();
  await expect(page.getByTestId('event-deleted')).toHaveText(`${name} was deleted.`);
  await expect(page.getByText('Could not delete event')).toHaveCount(0);
});
