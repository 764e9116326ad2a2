import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/session';

/**
 * A review walk: switching a fee from Percentage to Fixed amount kept the number, so 2,5 % became
 * DKK 2.50 without a word. The number means another thing in the other kind, so the switch empties it.
 */
test('switching a fee’s kind empties the number it had; choosing the kind it has keeps it', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/fee-add/Shipping');
  const value = page.getByTestId('fee-value');
  await page.getByTestId('fee-type').getByText('Percentage').click();
  await value.fill('2.5');
  await page.getByTestId('fee-type').getByText('Fixed amount').click();
  await expect(value).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
  // Saved empty, the amount is missing (it read "Invalid fee price", as if the number were wrong).
  await page.getByTestId('fee-save').click();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid fee price')).toHaveCount(0);
  await value.fill('39');
  await page.getByTestId('fee-type').getByText('Fixed amount').click(); // the kind it has already: kept
  await expect(value).toHaveValue('39');
});
