import { useEffect, useMemo, useRef, useState } from 'react';
import type { TPublicOrganization } from '@foyer/contracts';
import { shopAnalytics } from '../analytics/shop-analytics';
import { ApiError } from '../api/http';
import { shopApi } from '../api/shop-api';
import { createCartStore } from '../cart/cart-store';
import { formatMoney } from '../format/money';
import { loadTexts } from '../i18n/load-texts';
import type { ShopLocale } from '../i18n/locale';
import { localizeMessage } from '../i18n/server-messages';
import { createTranslate, type ShopTexts } from '../i18n/texts';
import { PARENT_MESSAGES, watchHeight, type ParentMessenger } from '../parent/parent-messages';
import { applyStylesheets, planStylesheets } from './custom-stylesheets';
import { useAddress } from './navigation';
import { ShopContext, type Shop } from './shop-context';
import { ShopLayout } from './shop-layout';
import { preparePage, ShopPages } from './shop-pages';
import { parseShopQuery, withQuery } from './shop-query';
import { matchShopPath, shopPath } from './shop-routes';
import type { WrittenStart } from './written-page';

type Boot =
  | { state: 'loading' }
  | { state: 'failed'; reason: 'missingOrganisation' | 'unknownOrganisation' | 'loadFailed' }
  | { state: 'ready'; organization: TPublicOrganization; configuration: Record<string, string> };

/**
 * Loads the texts, the organisation and its settings, then shows the page the address names.
 * A page written on the server (`written`, with its `address` there) starts with them instead.
 */
export function ShopRoot({
  locale,
  messenger,
  written,
  address: writtenAddress,
}: {
  locale: ShopLocale;
  messenger: ParentMessenger;
  written?: WrittenStart;
  address?: string;
}) {
  const address = useAddress(writtenAddress);
  const [pathname, search] = splitAddress(address);
  const location = useMemo(() => matchShopPath(pathname), [pathname]);
  const query = useMemo(() => parseShopQuery(search), [search]);
  const orgId = query.orgId;
  const [texts, setTexts] = useState<ShopTexts | null>(written?.texts ?? null);
  const [boot, setBoot] = useState<Boot>(
    written ? { state: 'ready', organization: written.organization, configuration: written.configuration } : { state: 'loading' },
  );
  // The written organisation stands for the first read of it (not for a retry or another orgId).
  const writtenFor = useRef(written ? orgId : null);
  const [attempt, setAttempt] = useState(0);
  const [venueId, setVenue] = useState<string | null>(query.venue);
  // Only the page the visitor lands on: later pages load as they are opened.
  const [firstPage] = useState(() => preparePage(location.route, query, { reads: !written }));

  useEffect(() => {
    void loadTexts(locale).then(setTexts);
  }, [locale]);
  useEffect(() => watchHeight(messenger), [messenger]);

  useEffect(() => {
    if (!orgId) {
      messenger.setTargetOrigin(null);
      return setBoot({ state: 'failed', reason: 'missingOrganisation' });
    }
    if (written && writtenFor.current === orgId) {
      writtenFor.current = null;
      messenger.setTargetOrigin(written.organization.targetOrigin);
      return;
    }
    let live = true;
    setBoot({ state: 'loading' });
    // The first page's code (and an event's reads) load alongside, so the page shows at once.
    Promise.all([shopApi.organization(orgId), shopApi.configuration(orgId).catch(() => []), firstPage])
      .then(([organization, items]) => {
        if (!live) return;
        messenger.setTargetOrigin(organization.targetOrigin);
        setBoot({ state: 'ready', organization, configuration: Object.fromEntries(items.map((item) => [item.name, item.value])) });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const unknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
        if (unknown) messenger.setTargetOrigin(null);
        setBoot({ state: 'failed', reason: unknown ? 'unknownOrganisation' : 'loadFailed' });
      });
    return () => {
      live = false;
    };
  }, [orgId, messenger, attempt, firstPage, written]);

  useEffect(() => {
    // SPEC §4 normal init reads the analytics settings once; the shop does not wait for them.
    if (orgId) shopAnalytics.start(orgId, () => shopApi.analytics(orgId));
  }, [orgId]);

  const cart = useMemo(() => (orgId ? createCartStore(orgId, shopApi, messenger, shopAnalytics) : null), [orgId, messenger]);
  useEffect(() => {
    void cart?.load(query.cId);
    // Only on entering the shop: later the cart follows the visitor's own calls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart]);

  const organization = boot.state === 'ready' ? boot.organization : null;
  useEffect(() => {
    if (organization) applyStylesheets(planStylesheets(organization, venueId));
  }, [organization, venueId]);
  useEffect(() => {
    messenger.post({ type: PARENT_MESSAGES.viewEnter });
  }, [pathname, messenger]);
  // The document's title in the page's language ("Billetter – Demo Museum"), not shop.html's English.
  useEffect(() => {
    if (texts) document.title = [createTranslate(texts)('shell.title'), organization?.name].filter(Boolean).join(' – ');
  }, [texts, organization]);

  const shop = useMemo<Shop | null>(() => {
    if (!texts || boot.state !== 'ready' || !orgId || !cart) return null;
    const t = createTranslate(texts);
    return {
      family: location.family,
      query,
      orgId,
      organization: boot.organization,
      configuration: boot.configuration,
      locale,
      t,
      say: (message) => localizeMessage(message, t),
      money: (minor, currency) => formatMoney(minor, currency, locale),
      href: (route, extra) => withQuery(shopPath(location.family.key, route), query, extra),
      cart,
      messenger,
      setVenue,
    };
  }, [texts, boot, orgId, cart, location.family, query, locale, messenger]);

  if (!texts) return null;
  const t = createTranslate(texts);
  if (boot.state === 'failed')
    return (
      // Never written on the server: drawn by the shop's code, so it takes taps at once (styles/base.css).
      <main className="shop-shell" data-width={location.family.layout.width} data-interactive>
        <p className="notice notice-error" role="alert">
          {t(boot.reason === 'loadFailed' ? 'common.loadFailed' : `shell.${boot.reason}`)}
        </p>
        {boot.reason === 'loadFailed' && (
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        )}
      </main>
    );
  if (!shop)
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  return (
    <ShopContext.Provider value={shop}>
      <ShopLayout route={location.route}>
        <ShopPages route={location.route} />
      </ShopLayout>
    </ShopContext.Provider>
  );
}

function splitAddress(address: string): [string, string] {
  const index = address.indexOf('?');
  return index < 0 ? [address, ''] : [address.slice(0, index), address.slice(index)];
}
