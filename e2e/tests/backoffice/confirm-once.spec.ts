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

test('a double click on "Delete" of a user deletes once and says so, not "User not found"', async ({ page }) => {
  const api = await signedInApi();
  const email = `deleted-once-${unique()}@museum.test`;
  const user = await okJson<{ userId: string }>(
    await api.post('/api/users', { data: { email, firstName: 'Del', lastName: 'Once', roles: ['Guide'] } }),
  );
  await api.dispose();
  await signIn(page, 'admin@demo.test');
  await page.goto(`/users/edit/${user.userId}?la=en`);
  await page.getByTestId('delete-user').click();
  await page.getByRole('dialog').getByTestId('confirm-button').dblclick();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText('User not found')).toHaveCount(0);
});

/* A double click on a form's Save made two records (a walk made two campaigns and two vouchers). */
test('a double click on Save of a new donation campaign or gift voucher makes one', async ({ page }) => {
  const id = unique();
  await signIn(page, 'admin@demo.test');
  await page.goto('/donation-create?la=en');
  await page.getByTestId('donation-name-en').fill(`Saved once ${id}`);
  await page.getByTestId('donation-suggested-0').fill('100');
  await page.getByTestId('donation-minimum').fill('50');
  await page.getByTestId('donation-save').dblclick();
  await expect(page).toHaveURL(/\/donation-edit\/[0-9a-f-]{36}$/);

  await page.goto('/vouchers/create?la=en');
  await page.getByTestId('voucher-name-en').fill(`Saved once ${id}`);
  await page.getByTestId('voucher-value').fill('250');
  await page.getByTestId('voucher-save').dblclick();
  await expect(page.getByTestId('voucher-created')).toBeVisible();

  const api = await signedInApi();
  try {
    const donations = await okJson<{ names: { en?: string } }[]>(await api.get('/api/donations'));
    expect(donations.filter((donation) => donation.names.en === `Saved once ${id}`)).toHaveLength(1);
    const vouchers = await okJson<{ items: { names: { en?: string } }[] }>(await api.get('/api/vouchers?status=Draft&size=200'));
    expect(vouchers.items.filter((voucher) => voucher.names.en === `Saved once ${id}`)).toHaveLength(1);
  } finally {
    await api.dispose();
  }
});
