import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { createWeeklySeries, seriesDates } from '../../fixtures/events';
import { signIn } from '../../fixtures/session';
import { buyEntranceByApi, publicApi } from '../../fixtures/shop';
import { okJson, unique } from '../../fixtures/ui';

/**
 * An event's names, place, experience and refund policy could not be changed once it existed: a
 * typo in a sold series' name stayed in the shop for good. Staff now change them on the event's
 * details page; the dates, the tickets and what was sold stay.
 */
test('staff rename a sold series and change its price and refund policy; the shop reads the new ones, the order its old ones', async ({
  page,
}) => {
  const token = unique();
  const eventId = await createWeeklySeries({ name: `Talks ${token}`, danishName: `Foredrg ${token}` });
  const {
    occurrenceIds: [first],
    ticketId,
  } = await seriesDates(eventId, ['2027-03-01']);
  const order = await buyEntranceByApi('details@visitors.test', 'da', 1, { date: { occurrenceId: first!, ticketId } });

  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/${eventId}?la=da`);
  await page.getByTestId('edit-details').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rediger arrangementets oplysninger' })).toBeVisible();
  await expect(page.getByTestId('edit-details-refund-sold')).toHaveText(
    '1 billet er solgt: den beholder den politik, den blev solgt under. En ændring gælder nye salg.',
  );
  await expect(page.getByTestId('refund-DAYS_7')).toBeChecked();
  await lookAtWidths(page, 'edit-details-da');

  // The default language's name may not be emptied: said at the field, nothing saved.
  await page.getByTestId('general-name-en').fill('');
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('general-name-en')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Et navn på standardsproget skal udfyldes')).toBeVisible();
  await page.getByTestId('general-name-en').fill(`Talks ${token}`);

  await page.getByTestId('general-name-da').fill(`Foredrag ${token}`);
  await page.getByTestId('experience-features-headphones').check();
  await page.getByTestId('refund-NO_REFUNDS').check();
  await page.getByTestId('ticket-0-gross').fill('150');
  await expect(page.getByTestId('ticket-0').getByText(/Nettopris: 120,00\skr\./)).toBeVisible();
  await page.getByTestId('edit-details-save').click();

  await expect(page).toHaveURL(new RegExp(`/events/${eventId}`));
  await expect(page.getByTestId('event-notice')).toHaveText('Arrangementets oplysninger er gemt.');
  await expect(page.getByRole('heading', { level: 1, name: `Foredrag ${token}` })).toBeVisible();
  await lookAtWidths(page, 'event-details-saved-da');

  // The shop reads the new name at once; the dates stay where they were.
  const shop = await publicApi();
  const shown = await okJson<{
    names: { da: string };
    refundPolicy: string;
    experience: { features: string[] };
    tickets: { totalPriceMinor: number }[];
  }>(await shop.get(`/api/public/events/${eventId}`));
  await shop.dispose();
  expect(shown).toMatchObject({
    names: { da: `Foredrag ${token}` },
    refundPolicy: 'NO_REFUNDS',
    experience: { features: ['headphones'] },
    tickets: [{ totalPriceMinor: 15000 }],
  });
  expect((await seriesDates(eventId, ['2027-03-01', '2027-03-08', '2027-03-15'])).occurrenceIds).toHaveLength(3);

  // The order was sold under the old name, price and policy, and keeps them.
  await page.goto(`/orders/${order.orderId}?la=da`);
  await expect(page.getByText(`Foredrg ${token}`).first()).toBeVisible();
  await expect(page.getByText(/125,00\skr\./).first()).toBeVisible();
  await expect(page.getByText(`Foredrag ${token}`)).toHaveCount(0);
});
