import type enShop from '@foyer/i18n/shop/en';

/** The English catalogue is the shape; the other languages are typed against it. */
export type ShopTexts = typeof enShop;

/** Dotted keys of the catalogue's leaves: 'cart.heldFor'. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<ShopTexts>;
export type Translate = (key: TextKey, params?: Record<string, string | number>) => string;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** i18next-style {{name}} placeholders, as every catalogue of the product writes them. */
export function createTranslate(catalogue: ShopTexts): Translate {
  return (key, params = {}) =>
    (lookup(catalogue, key) ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
