import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { copenhagenDate } from '../../fixtures/door';
import { invitedColleague } from '../../fixtures/colleague';
import { signIn } from '../../fixtures/session';
import { buyEntranceByApi } from '../../fixtures/shop';
import { unique } from '../../fixtures/ui';

/*
 * "Data access from" was only the date filter's floor in the browser: an older order opened by its
 * address, and the API listed and downloaded it (a review walk). A colleague limited from tomorrow
 * sees no order placed today, in the list or by its address.
 */
test('a colleague whose data access starts tomorrow sees no order of today, listed or opened by its address', async ({
  page,
  browser,
  baseURL,
}) => {
  const order = await buyEntranceByApi(`limit-${unique()}@visitor.test`, 'da', 1);
  const [y, m, d] = copenhagenDate().date.split('-').map(Number);
  const tomorrow = new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
  await signIn(page, 'admin@demo.test');
  const email = `limited-${unique()}@demo.test`;
  const password = 'limited-days-7';
  const { colleague } = await invitedColleague(
    page,
    browser,
    baseURL,
    { email, firstName: 'Lone', lastName: 'Limited', roles: ['Admin'], language: 'da', limitDataAccessFrom: tomorrow },
    password,
  );

  await signIn(colleague, email, password, '?la=da');
  await colleague.goto('/orders');
  const [year, month, day] = tomorrow.split('-');
  await expect(colleague.getByTestId('orders-empty')).toHaveText(`Ingen ordrer siden ${day}-${month}-${year}.`);
  await lookAtWidths(colleague, 'orders-data-limit-da');
  await colleague.goto(`/orders/${order.orderId}`);
  await expect(colleague.getByTestId('order-not-found')).toBeVisible();
  await expect(colleague.getByText(order.orderNumber)).toHaveCount(0);
  // The admin, without a limit, still opens it.
  await page.goto(`/orders/${order.orderId}`);
  await expect(page.getByTestId('order-page')).toContainText(order.orderNumber);
});
