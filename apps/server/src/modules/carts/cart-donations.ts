import { randomUUID } from 'node:crypto';
import { NOT_FOUND_THINGS, type TAddToCart, type TCart } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { invalid } from '../../lib/app-error.js';
import { donationAmountRefusal, findPublishedDonation } from '../donations/index.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { holdsUntil, releaseLapsedCart } from './cart-holds.js';
import { lockOpenCart, requireOrganization } from './cart-locks.js';
import { loadCartView } from './cart-view.js';
import { cartItemsRepository, cartsRepository } from './carts.repository.js';

type DonationPart = NonNullable<TAddToCart['donation']>;

const DONATION_NOT_FOUND = `${NOT_FOUND_THINGS.donation} not found`;

/**
 * A published campaign and an amount it accepts (SPEC §5), else a 400 naming the field: never a
 * 404, which would make the shop drop the whole cart (SPEC §8). Also checked again at checkout.
 */
export async function checkedDonation(tx: Tx, orgId: string, donationId: string, amountMinor: number, path = 'donation') {
  const campaign = await findPublishedDonation(tx, orgId, donationId);
  if (!campaign) throw invalid({ [`${path}.donationId`]: DONATION_NOT_FOUND }, DONATION_NOT_FOUND);
  const refusal = donationAmountRefusal(campaign, amountMinor, await organizationCurrency(tx, orgId));
  if (refusal) throw invalid({ [`${path}.amountMinor`]: refusal }, refusal);
  return campaign;
}

/**
 * The `donation` part of the add: a gift of a suggested or the visitor's own amount, beside
 * tickets or alone. It holds no places, but like any add it restarts the cart's time, so what
 * the visitor chose lapses together.
 */
export async function addDonation(
  ctx: AppContext,
  orgId: string,
  body: Pick<TAddToCart, 'cartId' | 'language'> & { donation: DonationPart },
): Promise<TCart> {
  if (body.cartId) await releaseLapsedCart(ctx, orgId, body.cartId);
  return inTenant(ctx.db, orgId, async (tx) => {
    const settings = await requireOrganization(ctx, tx, orgId);
    const campaign = await checkedDonation(tx, orgId, body.donation.donationId, body.donation.amountMinor);
    const cart = body.cartId
      ? await lockOpenCart(tx, orgId, body.cartId)
      : await cartsRepository.create(tx, orgId, randomUUID(), body.language);
    const items = await cartItemsRepository.listForCart(tx, orgId, cart.cartId);
    await cartItemsRepository.insert(tx, {
      orgId,
      cartId: cart.cartId,
      itemId: randomUUID(),
      kind: 'Donation',
      sellableId: campaign.donationId,
      quantity: 1,
      amountMinor: body.donation.amountMinor,
      position: items.length,
    });
    const language = cart.language !== body.language ? body.language : undefined;
    const extended = await cartsRepository.extendHolds(tx, orgId, cart.cartId, holdsUntil(ctx.now(), settings.holdMinutes), language);
    return loadCartView(tx, extended, ctx.now(), { settings });
  });
}
