import { expect, test } from '@playwright/test';
import { createSingleDate } from '../../fixtures/door';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { signIn } from '../../fixtures/session';
import { signedInApi } from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/*
 * The desk's network drops after the server has sold: the desk is told the sale could not be
 * confirmed, sells again, and is shown the sale already made; nothing is sold or mailed twice.
 */
test('a sale whose answer is lost is shown, not made twice, when the desk sells again', async ({ page }) => {
  const id = unique();
  const { eventId } = await createSingleDate({
    names: { en: `Lost answer ${id}`, da: `Tabt svar ${id}` },
    display: false,
    start: { date: '2027-03-01', time: '10:00' },
    end: { date: '2027-03-01', time: '11:00' },
    capacity: 10,
  });
  const email = `lost.answer.${id}@desk.test`;
  await signIn(page, 'admin@demo.test', undefined, '?la=da');
  await page.goto(`/events/${eventId}`);
  const sale = page.getByTestId('desk-sale');
  await sale.getByRole('button', { name: 'Én Voksen mere' }).click();
  await sale.getByRole('button', { name: 'Én Voksen mere' }).click();
  await sale.getByLabel('E-mail').fill(email);

  // The first sale reaches the server and is made; its answer never reaches the desk.
  await page.route(
    '**/offline-buy',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await sale.getByTestId('desk-sale-submit').click();
  await expect(sale.getByTestId('desk-sale-error')).toHaveText(
    'Salget kunne ikke bekræftes. Tryk på Sælg igen: et salg, der allerede er gennemført, bliver vist og ikke gennemført to gange.',
  );
  // The form is as it was, ready to be sent again.
  await expect(sale.getByLabel('E-mail')).toHaveValue(email);
  await lookAtWidths(page, 'desk-sale-not-confirmed-da');

  await sale.getByTestId('desk-sale-submit').click();
  const done = page.getByTestId('desk-sale-done');
  await expect(done).toBeVisible();
  await expect(done).toContainText(`Billetterne sendes til ${email}.`);
  await expect(sale.getByTestId('desk-sale-error')).toHaveCount(0);

  // One order of two tickets, one confirmation queued (the places sold once: box-office's API tests).
  const api = await signedInApi();
  try {
    const { items } = await okJson<{ items: { orderId: string; ticketCount: number }[] }>(
      await api.get(`/api/orders?search=${encodeURIComponent(email)}`),
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.ticketCount).toBe(2);
    const order = await okJson<{ mails: unknown[] }>(await api.get(`/api/orders/${items[0]!.orderId}`));
    expect(order.mails).toHaveLength(1);
    // The next sale is a sale of its own.
    const first = await page.getByTestId('desk-sale-order').innerText();
    await sale.getByRole('button', { name: 'Én Voksen mere' }).click();
    await sale.getByTestId('desk-sale-submit').click();
    await expect(done).toContainText('1 billet');
    await expect(page.getByTestId('desk-sale-order')).not.toHaveText(first);
  } finally {
    await api.dispose();
  }
});
