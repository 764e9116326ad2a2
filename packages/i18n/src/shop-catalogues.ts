import en from './locales/en/shop.js';
import da from './locales/da/shop.js';
import de from './locales/de/shop.js';
import nl from './locales/nl/shop.js';
import type { Locale } from './index.js';

/**
 * The embedded shop's texts, kept apart from the back office's catalogues so that neither
 * bundle carries the other's words: the shop loads one language file, the back office none.
 */
export type ShopCatalogue = typeof en;
export const shopCatalogues: Record<Locale, ShopCatalogue> = { en, da, de, nl };
