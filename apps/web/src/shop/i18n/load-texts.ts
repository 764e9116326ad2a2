import type { ShopLocale } from './locale';
import type { ShopTexts } from './texts';

// One small chunk per language: only the visitor's is fetched, and no other namespace.
const LOADERS: Record<ShopLocale, () => Promise<{ default: ShopTexts }>> = {
  en: () => import('@foyer/i18n/shop/en'),
  da: () => import('@foyer/i18n/shop/da'),
  de: () => import('@foyer/i18n/shop/de'),
  nl: () => import('@foyer/i18n/shop/nl'),
};

export async function loadTexts(locale: ShopLocale): Promise<ShopTexts> {
  return (await LOADERS[locale]()).default;
}
