import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { DEMO_MUSEUM_ID } from '../../fixtures/shop';

/*
 * A language chosen that no event is held in emptied the list with "There are no events to book
 * right now", as if the museum had none, and no way back (a walk in German). It says the choice
 * found none, and leads back to every event.
 */
test('a filter that finds no event says so and leads back to all of them', async ({ page }) => {
  await page.goto(`/embed/organizations?orgId=${DEMO_MUSEUM_ID}&la=de`);
  const cards = page.locator('.event-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await page.getByLabel('Sprache').selectOption('nl');
  const none = page.getByTestId('event-list-no-matches');
  await expect(none).toContainText('Keine Veranstaltung passt zu dieser Auswahl.');
  await expect(cards).toHaveCount(0);
  await lookAtWidths(page, 'event-list-no-matches-de');
  await none.getByRole('link', { name: 'Alle Veranstaltungen zeigen' }).click();
  await expect(cards).toHaveCount(all);
  await expect(page.getByLabel('Sprache')).toHaveValue('');
  expect(new URL(page.url()).searchParams.get('laF')).toBeNull();
});
