import { expect, test } from '@playwright/test';
import { lookAtWidths } from '../../fixtures/a11y-checks';
import { createDemoEvent, createWeeklySeries, holdInCart, seriesDates } from '../../fixtures/events';
import { signIn } from '../../fixtures/session';
import { buyEntranceByApi, publicApi, signedInApi } from '../../fixtures/shop';
import { chooseOption, fillTime, okJson, selectBox, unique } from '../../fixtures/ui';

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
  // Amounts as a Danish reader writes them, as the hint under them (it showed "125.00" above "100,00 kr.").
  await expect(page.getByTestId('ticket-0-gross')).toHaveValue('125,00');
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

  // The series moved to 15:00: the sold date stays as it is, and the result says it is still on
  // sale and links to it (a review walk read "kept" as taken off sale).
  await page.goto(`/events/edit-recurring/${eventId}?la=en`);
  await fillTime(page, 'Start time', '15:00');
  await fillTime(page, 'End time', '16:00');
  await page.getByRole('button', { name: 'Save series' }).click();
  const result = page.getByTestId('edit-recurring-result');
  await expect(result).toContainText('1 sold — still on sale: cancel it on its own page if it should not be');
  // The dates below show it at its own time beside the new 15:00 one of that day (they left it out).
  await expect(page.getByTestId('occurrence-preview-kept')).toHaveText([/01-03-2027 14:00–15:00 · kept as it was for its sales/]);
  await expect(page.getByTestId('occurrence-preview')).toContainText('01-03-2027 15:00–16:00');
  await expect(page.getByTestId('occurrence-preview-count')).toHaveText('4 occurrences in all');
  await result.getByRole('link', { name: '14:00, 01-03-2027' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${first}$`));
});

/**
 * Two staff at one event's details (a review walk): the later save undid the earlier one's
 * change unseen. It is refused now, says why, and loads the other's changes to start again from.
 */
test('a save over someone else’s newer one is refused, and their changes load to start again from', async ({ page }) => {
  const token = unique();
  const eventId = await createWeeklySeries({ name: `Workshop ${token}` });
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/edit-details/${eventId}`);
  await expect(page.getByTestId('general-name-en')).toHaveValue(`Workshop ${token}`);
  // A shared pool: the ticket types have no quantity of their own to set here.
  await expect(page.getByTestId('ticket-0-quantity')).toHaveCount(0);
  // Some prices with VAT cannot come out exactly from a net price in whole øre: the form says what it will be.
  await page.getByTestId('ticket-0-vat').fill('12.5');
  await page.getByTestId('ticket-0-gross').fill('175');
  await expect(page.getByTestId('ticket-0')).toContainText('Net price: DKK 155.55 · sold at DKK 174.99 with VAT');

  // Meanwhile a colleague renames it.
  const staff = await signedInApi();
  const current = await okJson<Record<string, unknown> & { generalInfo: { eventType: { id: string } } }>(
    await staff.get(`/api/events/${eventId}`),
  );
  await okJson(
    await staff.put(`/api/events/${eventId}/details`, {
      data: {
        visibility: current.visibility,
        generalInfo: {
          ...(current.generalInfo as object),
          names: { en: `Workshop ${token} (renamed)` },
          eventTypeId: current.generalInfo.eventType.id,
        },
        defaultLanguage: current.defaultLanguage,
        location: current.location,
        durationMinutes: current.durationMinutes,
        experience: current.experience,
        refundPolicy: current.refundPolicy,
      },
    }),
  );
  await staff.dispose();

  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('edit-details-error')).toContainText('Someone else saved this event since you opened it.');
  await page.getByTestId('edit-details-reload').click();
  await expect(page.getByTestId('general-name-en')).toHaveValue(`Workshop ${token} (renamed)`);
  await expect(page.getByTestId('edit-details-error')).toHaveCount(0);
  await page.getByTestId('general-category').fill('Crafts');
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('event-notice')).toHaveText('The event’s details were saved.');
  await expect(page.getByRole('heading', { level: 1, name: `Workshop ${token} (renamed)` })).toBeVisible();
});

test('a ticket type’s places set below what a date sold are refused, naming the ticket type', async ({ page }) => {
  const token = unique();
  const { eventId, ticketTypeId } = await createDemoEvent({
    names: { en: `Studio ${token}`, da: `Atelier ${token}` },
    schedule: { kind: 'Single', start: { date: '2027-03-02', time: '10:00' }, end: { date: '2027-03-02', time: '11:00' } },
    capacity: 5,
    perTicketType: true,
    salesChannel: 'ONLINE',
  });
  const {
    occurrenceIds: [date],
  } = await seriesDates(eventId, ['2027-03-02']);
  await buyEntranceByApi('studio@visitors.test', 'en', 2, { date: { occurrenceId: date!, ticketId: ticketTypeId } });
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/edit-details/${eventId}?la=en`);
  await expect(page.getByTestId('ticket-0-quantity')).toHaveValue('5');
  await page.getByTestId('ticket-0-quantity').fill('1');
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('edit-details-error')).toHaveText('Adult: Capacity cannot be set below what is sold or held (2)');
  await expect(page.getByTestId('ticket-0-quantity')).toHaveAttribute('aria-invalid', 'true');
});

/*
 * A museum adds a Student ticket to a series already on sale (a walk found ticket types could not
 * be added once created): it is on sale on every date from saving, sharing the date's places.
 */
test('staff add a ticket type to a series on sale, and the shop sells it on every date', async ({ page }) => {
  const token = unique();
  const eventId = await createWeeklySeries({ name: `Student talks ${token}` });
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/edit-details/${eventId}?la=da`);
  await expect(page.getByTestId('ticket-1')).toHaveCount(0);
  // Nothing sold yet: even the saved ticket type could go; one just added can.
  await expect(page.getByTestId('ticket-0-remove')).toBeVisible();
  await page.getByTestId('ticket-add').click();
  await expect(page.getByTestId('ticket-1-remove')).toBeVisible();
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('ticket-1-name')).toHaveAttribute('aria-invalid', 'true');
  // Who it is for is chosen, not assumed: a ticket type added beside others starts with none.
  await expect(page.getByTestId('ticket-1-age')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('ticket-1-age')).toHaveAttribute('placeholder', 'Voksen eller under 18?');
  await page.getByTestId('ticket-1-name').fill('Studerende');
  await chooseOption(page, selectBox(page.getByTestId('ticket-1'), 'Aldersgruppe'), 'Voksen');
  await page.getByTestId('ticket-1-gross').fill('75');
  // Typing the price clears its refusal, as typing the name does.
  await expect(page.getByTestId('ticket-1-gross')).not.toHaveAttribute('aria-invalid', 'true');
  await lookAtWidths(page, 'edit-details-ticket-added-da');
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('event-notice')).toHaveText('Arrangementets oplysninger er gemt.');
  await expect(page.getByRole('cell', { name: 'Studerende' })).toBeVisible();

  const shop = await publicApi();
  const { occurrenceIds } = await seriesDates(eventId, ['2027-03-01', '2027-03-15']);
  for (const occurrenceId of occurrenceIds) {
    const shown = await okJson<{ tickets: { names: Record<string, string>; totalPriceMinor: number }[] }>(
      await shop.get(`/api/public/events/${occurrenceId}`),
    );
    expect(shown.tickets.map((ticket) => [ticket.names.en ?? ticket.names.da, ticket.totalPriceMinor])).toContainEqual([
      'Studerende',
      7500,
    ]);
  }
  await shop.dispose();

  // Added by mistake, and nothing sold: it is removed again on the same page.
  await page.goto(`/events/edit-details/${eventId}?la=da`);
  await page.getByTestId('ticket-1-remove').click();
  await expect(page.getByTestId('ticket-1')).toHaveCount(0);
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('event-notice')).toHaveText('Arrangementets oplysninger er gemt.');
  await expect(page.getByRole('cell', { name: 'Studerende' })).toHaveCount(0);

  // Once a ticket of the pool is sold, no saved type can go (a pool does not say whose places it sold).
  const [firstDate] = (await seriesDates(eventId, ['2027-03-01'])).occurrenceIds;
  const adult = (await seriesDates(eventId, ['2027-03-01'])).ticketId;
  await buyEntranceByApi(`details-${token}@visitor.test`, 'da', 1, { date: { occurrenceId: firstDate!, ticketId: adult } });
  await page.goto(`/events/edit-details/${eventId}?la=da`);
  await expect(page.getByTestId('ticket-0')).toBeVisible();
  await expect(page.getByTestId('ticket-0-remove')).toHaveCount(0);
});

test('a ticket type removed while a visitor holds places comes back on the page with the refusal', async ({ page }) => {
  const token = unique();
  const eventId = await createWeeklySeries({ name: `Held removal ${token}` });
  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/edit-details/${eventId}?la=en`);
  await page.getByTestId('ticket-add').click();
  await page.getByTestId('ticket-1-name').fill('Student');
  await chooseOption(page, selectBox(page.getByTestId('ticket-1'), 'Age group'), 'Adult');
  await page.getByTestId('ticket-1-gross').fill('75');
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('event-notice')).toHaveText('The event’s details were saved.');

  await page.goto(`/events/edit-details/${eventId}?la=en`);
  await page.getByTestId('ticket-1-remove').click();
  // Meanwhile a visitor puts the series' ticket in a basket: the pool holds a place.
  const date = await seriesDates(eventId, ['2027-03-08']);
  await holdInCart({ occurrenceId: date.occurrenceIds[0]!, ticketId: date.ticketId }, 1);
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('edit-details-error')).toHaveText(
    'Student: Tickets are sold or held here: take this ticket type off sale instead',
  );
  await expect(page.getByTestId('ticket-1-name')).toHaveValue('Student');
  await lookAtWidths(page, 'edit-details-removal-refused-en');
});

/*
 * An early-bird price ends, or a ticket type was added by mistake after sales began: staff take it
 * off sale on the details page (a saved type with sales cannot be removed). The shop stops offering it,
 * the event's page says so, and switched back on it is sold again.
 */
test('staff take a ticket type off sale and put it back; the shop follows', async ({ page }) => {
  const token = unique();
  const eventId = await createWeeklySeries({ name: `Early talks ${token}` });
  const api = await signedInApi();
  const event = await okJson<Record<string, unknown> & { tickets: Record<string, unknown>[] }>(await api.get(`/api/events/${eventId}`));
  const general = event.generalInfo as Record<string, unknown> & { eventType: { id: string } };
  await okJson(
    await api.put(`/api/events/${eventId}/details`, {
      data: {
        visibility: event.visibility,
        generalInfo: { ...general, eventType: undefined, eventTypeId: general.eventType.id },
        defaultLanguage: event.defaultLanguage,
        location: event.location,
        durationMinutes: event.durationMinutes,
        experience: event.experience,
        refundPolicy: event.refundPolicy,
        tickets: [
          ...event.tickets.map(({ id, names, age, netPriceMinor, vatBasisPoints, salesChannel, quantity, requireMinimumQuantity }) => ({
            id,
            names,
            age,
            netPriceMinor,
            vatBasisPoints,
            salesChannel,
            quantity,
            requireMinimumQuantity,
          })),
          {
            names: { en: 'Early bird', da: 'Tidlig fugl' },
            age: 'Adult',
            netPriceMinor: 6000,
            vatBasisPoints: 2500,
            salesChannel: 'ONLINE',
            quantity: null,
            requireMinimumQuantity: null,
          },
        ],
      },
    }),
  );
  await api.dispose();
  const shopTickets = async () => {
    const shop = await publicApi();
    const shown = await okJson<{ tickets: { names: { en: string } }[] }>(await shop.get(`/api/public/events/${eventId}`));
    await shop.dispose();
    return shown.tickets.map((ticket) => ticket.names.en);
  };
  expect(await shopTickets()).toEqual(['Adult', 'Early bird']);

  await signIn(page, 'admin@demo.test');
  await page.goto(`/events/edit-details/${eventId}?la=da`);
  // A saved type has the switch, and says what it does.
  await expect(page.getByTestId('ticket-1-on-sale')).toBeChecked();
  await page.getByTestId('ticket-1-on-sale').uncheck();
  await expect(page.getByTestId('ticket-1').getByText(/Sælges hverken i shoppen eller ved skranken/)).toBeVisible();
  await lookAtWidths(page, 'edit-details-off-sale-da');
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('event-notice')).toHaveText('Arrangementets oplysninger er gemt.');
  const earlyRow = page.getByTestId('ticket-row').filter({ hasText: 'Tidlig fugl' });
  await expect(earlyRow.getByTestId('ticket-channel')).toHaveText('Ikke til salg');
  expect(await shopTickets()).toEqual(['Adult']);

  await page.goto(`/events/${eventId}?la=en`);
  await expect(page.getByTestId('ticket-row').filter({ hasText: 'Early bird' }).getByTestId('ticket-channel')).toHaveText('Not on sale');
  await lookAtWidths(page, 'event-ticket-off-sale');

  await page.goto(`/events/edit-details/${eventId}?la=en`);
  await page.getByTestId('ticket-1-on-sale').check();
  await page.getByTestId('edit-details-save').click();
  await expect(page.getByTestId('event-notice')).toHaveText('The event’s details were saved.');
  await expect(page.getByTestId('ticket-row').filter({ hasText: 'Early bird' }).getByTestId('ticket-channel')).toHaveText('Online only');
  expect(await shopTickets()).toEqual(['Adult', 'Early bird']);
});
