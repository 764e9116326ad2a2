import type { RefusalReason } from '../api/http';
import { createContext, useContext } from 'react';
import type { TPublicOrganization } from '@foyer/contracts';
import type { CartStore } from '../cart/cart-store';
import type { ShopLocale } from '../i18n/locale';
import type { Translate } from '../i18n/texts';
import type { ParentMessenger } from '../parent/parent-messages';
import type { Family } from './families';
import type { ShopQuery } from './shop-query';
import type { ShopRoute } from './shop-routes';

/** What every page of the shop reads: where it is, whose shop it is, the language and the cart. */
export interface Shop {
  family: Family;
  query: ShopQuery;
  orgId: string;
  organization: TPublicOrganization;
  /** The organisation's public configuration (MARKETING, CURRENCY …) by name. */
  configuration: Record<string, string>;
  locale: ShopLocale;
  t: Translate;
  /** A server or rule message in the visitor's language. */
  /** A rule's text or a refusal's reason in the visitor's words. */
  say: (problem: string | RefusalReason) => string;
  money: (minor: number, currency: string) => string;
  /** A link inside this family, keeping orgId, la, parentUrl and parentPageId. */
  href: (route: Exclude<ShopRoute, { page: 'notFound' }>, extra?: Record<string, string | null | undefined>) => string;
  cart: CartStore;
  messenger: ParentMessenger;
  /** Tells the shell which venue's stylesheet applies (the event shown, or the list's filter). */
  setVenue: (venueId: string | null) => void;
}

export const ShopContext = createContext<Shop | null>(null);

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop outside the shop');
  return shop;
}
