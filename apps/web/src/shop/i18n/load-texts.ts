import type { ShopLocale } from './locale';
import type { ShopTexts } from './texts';

// One small chunk per language: only the visitor's is fetched, and no other namespace.
const LOADERS: Record<ShopLocale, () => Promise<{ default: ShopTexts }>> = {
  en: () => import('../../../../../packages/i18n/src/locales/en/shop'),
  da: () => import('../../../../../packages/i18n/src/locales/da/shop'),
  de: () => import('../../../../../packages/i18n/src/locales/de/shop'),
  nl: () => import('../../../../../packages/i18n/src/locales/nl/shop'),
};

export async function loadTexts(locale: ShopLocale): Promise<ShopTexts> {
  return (await LOADERS[locale]()).default;
}
