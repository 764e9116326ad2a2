import type { TShopEventListItem } from '@foyer/contracts';
import type { Shop } from '../app/shop-context';

/**
 * What the card says about the price: "Free" when every ticket is; "Free – DKK 125.00" when some
 * are (a free child ticket beside paid ones: "from 0" would mislead, and nothing at all reads
 * as a missing price, issue 12); otherwise "From DKK 95.00".
 */
export function cardPrice(
  event: Pick<TShopEventListItem, 'priceFromMinor' | 'priceToMinor' | 'currency'>,
  t: Shop['t'],
  money: Shop['money'],
): string {
  const { priceFromMinor: from, priceToMinor: to, currency } = event;
  if (from === null || to === null) return '';
  if (to === 0) return t('common.free');
  if (from === 0) return t('list.priceFreeTo', { price: money(to, currency) });
  return t('list.priceFrom', { price: money(from, currency) });
}
