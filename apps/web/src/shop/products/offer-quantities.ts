import type { TPublicProduct } from '@foyer/contracts';

type Offer = TPublicProduct['offers'][number];

/** How many of each offer the visitor chose, by offerId. */
export type OfferQuantities = Readonly<Record<string, number>>;

/** The `product` part's items: the offers chosen (more than 0), in the tour's order. */
export function offersToAdd(offers: readonly Offer[], quantities: OfferQuantities): { offerId: string; quantity: number }[] {
  return offers
    .filter((offer) => (quantities[offer.offerId] ?? 0) > 0)
    .map((offer) => ({ offerId: offer.offerId, quantity: quantities[offer.offerId]! }));
}

/** How many tours and what they cost together (minor units). */
export function offersTotal(offers: readonly Offer[], quantities: OfferQuantities): { count: number; total: number } {
  let count = 0;
  let total = 0;
  for (const offer of offers) {
    const quantity = quantities[offer.offerId] ?? 0;
    count += quantity;
    total += quantity * offer.price;
  }
  return { count, total };
}

/**
 * The server names a refused offer by its place in the items sent (`product.items.1.offerId`):
 * back to the offer's id, so the refusal shows under that offer.
 */
export function offerOfField(field: string, sent: readonly { offerId: string }[]): string | null {
  const match = /^product\.items\.(\d+)(\.|$)/.exec(field);
  return match ? (sent[Number(match[1])]?.offerId ?? null) : null;
}
