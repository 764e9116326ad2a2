import { cartTotals, netFromGross, priceLine, type Amounts, type CartLineInput, type FeeContext } from '@foyer/domain';
import type { TCart, TCartItem, TLocalizedNames, TPrice } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { holdMinutesOf, nameIn, organizationCurrency, type SaleSettings } from '../organization-settings/index.js';
import { feeRules } from '../fees/index.js';
import { findOccurrenceWithEvent, type OccurrenceWithEvent } from '../events/index.js';
import { findDonation, findPublishedDonation } from '../donations/index.js';
import { findSellableVoucher, findVoucher } from '../vouchers/index.js';
import { findProduct, findSellableOffer, offerNameFor, offerNamesOf, type ProductRow } from '../products/index.js';
import { eventItemsOf, type CartItem, type CatalogueItem } from './cart-items.js';
import { cartItemsRepository, cartLinesRepository, type CartLineRow, type CartRow } from './carts.repository.js';

const price = (amounts: Amounts): TPrice => ({ net: amounts.net, tax: amounts.vat, gross: amounts.gross });

/** The fees a cart shows: those the visitor asked for (SPEC §7 `fee`). Checkout decides EAN from the buyer instead. */
export const requestedFeeContext = (cart: Pick<CartRow, 'requestedFees'>): FeeContext => ({
  eanBilling: cart.requestedFees.includes('EAN'),
  shipping: cart.requestedFees.includes('Shipping'),
});

/** A product's name in each language it has one. */
const productNames = (product: ProductRow): TLocalizedNames =>
  Object.fromEntries(Object.entries(product.localization).flatMap(([language, text]) => (text?.name ? [[language, text.name]] : [])));

/** An occurrence in a cart with its event, venue's name and ticket types. */
export type CartOccurrence = OccurrenceWithEvent;

/** What the caller read (or just wrote) in the same transaction already, so the view does not read it again. */
export interface KnownToTheCart {
  feeContext?: FeeContext;
  /** The organisation's currency, hold time and fees (saleSettingsOf); read here when not given. */
  settings?: Pick<SaleSettings, 'currency' | 'holdMinutes' | 'fees'>;
  /** The cart's items and their lines as they are now: the caller has just written them. */
  contents?: { items: CartItem[]; lines: CartLineRow[] };
  /**
   * Occurrences by id, with their event and ticket types: those known are not read again, and
   * those the view reads are added, so the caller can use them after (checkout's order lines).
   */
  occurrences?: Map<string, CartOccurrence>;
}

/**
 * Whether a visitor may still buy admissions to this date: the event and the date published (not
 * canceled, not taken off sale by a series' edit) and the date not yet over. The cart marks an
 * item that is not; checkout refuses while it is there.
 */
export const admissionOnSale = (found: Pick<CartOccurrence, 'event' | 'occurrence'>, now: Date): boolean =>
  found.event.status === 'Published' && found.occurrence.status === 'Published' && found.occurrence.endsAt.getTime() > now.getTime();

/** The occurrence of a cart item with its event, venue and ticket types; undefined when staff removed it. */
async function cartOccurrence(tx: Tx, orgId: string, occurrenceId: string, known: Map<string, CartOccurrence>) {
  const kept = known.get(occurrenceId);
  if (kept) return kept;
  const found = await findOccurrenceWithEvent(tx, orgId, occurrenceId);
  if (found) known.set(occurrenceId, found);
  return found;
}

/**
 * An item of another kind than admissions, priced as it would be sold now; null when it can no
 * longer be (a campaign staff unpublished), which checkout refuses too.
 */
async function catalogueItemView(
  tx: Tx,
  cart: CartRow,
  item: CatalogueItem,
  now: Date,
): Promise<{ view: TCartItem; line: CartLineInput } | null> {
  if (item.kind === 'Donation' && item.amountMinor !== null) {
    const campaign = await findPublishedDonation(tx, cart.orgId, item.sellableId);
    if (!campaign) return null;
    // A gift carries no VAT and bears no fee.
    const amount = item.amountMinor;
    return {
      view: {
        itemId: item.itemId,
        type: 'Donation',
        onSale: true,
        donation: {
          id: campaign.donationId,
          name: nameIn(campaign.names, cart.language, campaign.defaultLanguage),
          translatedNames: campaign.names,
        },
        totalPrice: { net: amount, tax: 0, gross: amount },
      },
      line: { unitNetMinor: amount, vatBasisPoints: 0, quantity: 1, feeFree: true },
    };
  }
  if (item.kind === 'Voucher') {
    const voucher = await findSellableVoucher(tx, cart.orgId, item.sellableId, now);
    if (!voucher) return null;
    // A voucher is money in another form: no VAT when sold (it is charged on what it pays for), no fee.
    const unit = { net: voucher.value, tax: 0, gross: voucher.value };
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return {
      view: {
        itemId: item.itemId,
        type: 'Voucher',
        onSale: true,
        voucher: {
          id: voucher.voucherId,
          name: nameIn(voucher.names, cart.language, voucher.defaultLanguage),
          translatedNames: voucher.names,
        },
        quantity: item.quantity,
        unitPrice: unit,
        totalPrice: { net: unit.net * item.quantity, tax: 0, gross: unit.gross * item.quantity },
        recipientName: text(item.details.recipientName),
        message: text(item.details.message),
      },
      line: { unitNetMinor: voucher.value, vatBasisPoints: 0, quantity: item.quantity, feeFree: true },
    };
  }
  if (item.kind === 'Product' && item.offerId) {
    const found = await findSellableOffer(tx, cart.orgId, item.sellableId, item.offerId);
    if (!found) return null;
    const { product, offer } = found;
    // The offer's price includes the product's VAT, as the shop shows it.
    const input = {
      unitNetMinor: netFromGross(offer.price, product.vatBasisPoints),
      vatBasisPoints: product.vatBasisPoints,
      quantity: item.quantity,
      nothingToPost: true,
    };
    const priced = priceLine(input);
    const name =
      product.localization[cart.language as keyof typeof product.localization]?.name ||
      product.localization[product.defaultLanguage]?.name ||
      '';
    return {
      view: {
        itemId: item.itemId,
        type: 'Product',
        onSale: true,
        product: { id: product.productId, name, translatedNames: productNames(product), category: product.kind },
        items: [
          {
            id: offer.offerId,
            name: offerNameFor(offer, cart.language),
            translatedNames: offerNamesOf(offer),
            quantity: item.quantity,
            unitPrice: price(priced.unit),
            totalPrice: price(priced),
          },
        ],
        totalPrice: price(priced),
      },
      line: input,
    };
  }
  return null;
}

const NOTHING: TPrice = { net: 0, tax: 0, gross: 0 };

/**
 * An item of another kind that can no longer be sold, as the cart still shows it: named (if its
 * campaign, voucher or product still exists), priced at nothing, to be removed before checkout.
 * Left out of the cart, the visitor could neither see nor remove what checkout refuses.
 */
async function catalogueItemOffSale(tx: Tx, cart: CartRow, item: CatalogueItem): Promise<TCartItem | null> {
  const { orgId, language } = cart;
  if (item.kind === 'Donation') {
    const campaign = await findDonation(tx, orgId, item.sellableId);
    const name = campaign ? nameIn(campaign.names, language, campaign.defaultLanguage) : '';
    return {
      itemId: item.itemId,
      type: 'Donation',
      onSale: false,
      donation: { id: item.sellableId, name, translatedNames: campaign?.names ?? {} },
      totalPrice: NOTHING,
    };
  }
  if (item.kind === 'Voucher') {
    const voucher = await findVoucher(tx, orgId, item.sellableId);
    return {
      itemId: item.itemId,
      type: 'Voucher',
      onSale: false,
      voucher: {
        id: item.sellableId,
        name: voucher ? nameIn(voucher.names, language, voucher.defaultLanguage) : '',
        translatedNames: voucher?.names ?? {},
      },
      quantity: item.quantity,
      unitPrice: NOTHING,
      totalPrice: NOTHING,
      recipientName: null,
      message: null,
    };
  }
  if (item.kind !== 'Product') return null; // no other kind is put in a cart yet
  const product = await findProduct(tx, orgId, item.sellableId);
  const offer = product?.offers.find((candidate) => candidate.offerId === item.offerId);
  const name =
    product?.localization[language as keyof typeof product.localization]?.name ||
    (product && product.localization[product.defaultLanguage]?.name) ||
    '';
  return {
    itemId: item.itemId,
    type: 'Product',
    onSale: false,
    product: { id: item.sellableId, name, translatedNames: product ? productNames(product) : {}, category: product?.kind ?? null },
    items: offer
      ? [
          {
            id: offer.offerId,
            name: offerNameFor(offer, language),
            translatedNames: offerNamesOf(offer),
            quantity: item.quantity,
            unitPrice: NOTHING,
            totalPrice: NOTHING,
          },
        ]
      : [],
    totalPrice: NOTHING,
  };
}

/** SPEC §3 cart as every cart call answers it: items with their lines and prices, totals, expiry. */
export async function loadCartView(tx: Tx, cart: CartRow, now: Date, known: KnownToTheCart = {}): Promise<TCart> {
  const { orgId } = cart;
  const { feeContext } = known;
  const occurrences = known.occurrences ?? new Map<string, CartOccurrence>();
  // One after another: a transaction is one connection, which runs one statement at a time anyway.
  const items = known.contents?.items ?? (await cartItemsRepository.listForCart(tx, orgId, cart.cartId));
  const currency = known.settings?.currency ?? (await organizationCurrency(tx, orgId));
  const holdMinutes = known.settings?.holdMinutes ?? (await holdMinutesOf(tx, orgId));
  const lines =
    known.contents?.lines ??
    (await cartLinesRepository.listForItems(
      tx,
      orgId,
      eventItemsOf(items).map((item) => item.itemId),
    ));
  const allLines: CartLineInput[] = [];
  const views: TCartItem[] = [];
  // What the cart holds that can no longer be bought: counted as held, not priced.
  let offSaleQuantity = 0;
  for (const item of items) {
    if (item.kind !== 'Event') {
      const sold = await catalogueItemView(tx, cart, item, now);
      if (sold) {
        views.push(sold.view);
        allLines.push(sold.line);
        continue;
      }
      const offSale = await catalogueItemOffSale(tx, cart, item);
      if (offSale) {
        views.push(offSale);
        offSaleQuantity += item.quantity;
      }
      continue;
    }
    const found = await cartOccurrence(tx, orgId, item.occurrenceId, occurrences);
    if (!found) continue; // removed by staff meanwhile: its holds went with it
    const { occurrence, event, types, venueName } = found;
    const onSale = admissionOnSale(found, now);
    const own = lines.filter((line) => line.itemId === item.itemId);
    const ticketLines = types.flatMap((type) => {
      const line = own.find((l) => l.ticketTypeId === type.ticketTypeId);
      if (!line) return [];
      const input = { unitNetMinor: type.netMinor, vatBasisPoints: type.vatBasisPoints, quantity: line.quantity };
      if (onSale) allLines.push(input);
      else offSaleQuantity += line.quantity;
      const priced = priceLine(input);
      return [
        {
          id: type.ticketTypeId,
          name: nameIn(type.names, cart.language, event.defaultLanguage),
          translatedNames: type.names,
          age: type.age as 'Adult' | 'Underage',
          quantity: line.quantity,
          minQuantityRequired: type.requireMinimumQuantity,
          unitPrice: onSale ? price(priced.unit) : NOTHING,
          totalPrice: onSale ? price(priced) : NOTHING,
          holderNames: Array.from({ length: line.quantity }, (_, i) => line.holderNames[i] ?? null),
        },
      ];
    });
    views.push({
      itemId: item.itemId,
      type: 'Event',
      onSale,
      event: {
        id: occurrence.occurrenceId,
        parentId: event.eventId,
        name: nameIn(event.names, cart.language, event.defaultLanguage),
        translatedNames: event.names,
        category: event.category,
        startsAt: occurrence.startsAt.toISOString(),
        endsAt: occurrence.endsAt.toISOString(),
        allDay: occurrence.allDay,
        timeZone: event.timeZone,
        venueName,
      },
      schoolClassId: item.schoolClassId,
      items: ticketLines,
      totalPrice: ticketLines.reduce<TPrice>(
        (sum, l) => ({ net: sum.net + l.totalPrice.net, tax: sum.tax + l.totalPrice.tax, gross: sum.gross + l.totalPrice.gross }),
        { net: 0, tax: 0, gross: 0 },
      ),
    });
  }
  const totals = cartTotals(allLines, known.settings?.fees ?? (await feeRules(tx, orgId)), feeContext ?? requestedFeeContext(cart));
  const itemsTotalQuantity = totals.itemsTotalQuantity + offSaleQuantity;
  const holding = itemsTotalQuantity > 0 && cart.status === 'Open' && cart.expiresAt !== null;
  return {
    cartId: cart.cartId,
    orgId,
    currency,
    items: views,
    fees: totals.fees.map((fee) => ({
      category: fee.category,
      type: fee.type,
      value: fee.value,
      vatBasisPoints: fee.vatBasisPoints,
      totalPrice: price(fee),
    })),
    totalPrice: price(totals.total),
    itemsTotalQuantity,
    expiresAt: holding ? cart.expiresAt!.getTime() : 0,
    holdMinutes,
    serverTime: now.getTime(),
  };
}
