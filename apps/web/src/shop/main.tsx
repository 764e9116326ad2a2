import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preparePage } from './app/shop-pages';
import { parseShopQuery } from './app/shop-query';
import { ShopRoot } from './app/shop-root';
import { matchShopPath } from './app/shop-routes';
import { startFromWritten, WRITTEN_PAGE_ID, type WrittenShopPage } from './app/written-page';
import { loadTexts } from './i18n/load-texts';
import { chooseLocale, frameLanguage, type ShopLocale } from './i18n/locale';
import { windowMessenger } from './parent/parent-messages';
import './shop.css';

// shop.html opened directly (the Vite preview) shows the default family's event list.
if (!/^\/embed\d?(\/|$)/.test(window.location.pathname))
  window.history.replaceState(null, '', `/embed/organizations${window.location.search}`);

const query = new URLSearchParams(window.location.search);
const locale = chooseLocale(query.get('la'), frameLanguage(), navigator.languages ?? [navigator.language]);
document.documentElement.lang = locale;
const container = document.getElementById('shop')!;
const messenger = windowMessenger();

/** The first page the server wrote into shop.html, when it is in this visitor's language. */
function writtenPage(language: ShopLocale): WrittenShopPage | null {
  const element = document.getElementById(WRITTEN_PAGE_ID);
  if (!element?.textContent) return null;
  try {
    const page = JSON.parse(element.textContent) as WrittenShopPage;
    return page.locale === language ? page : null;
  } catch {
    return null;
  }
}

const written = writtenPage(locale);
const shopQuery = parseShopQuery(window.location.search);
const { route } = matchShopPath(window.location.pathname);
if (written && startFromWritten(route, shopQuery, written)) {
  // Takes the written page over where it stands: its texts and the page's code first, so the
  // first render is the page the server wrote (meanwhile it is already on screen, links working).
  void Promise.all([loadTexts(locale), preparePage(route, shopQuery, { reads: false })]).then(([texts]) =>
    hydrateRoot(
      container,
      <StrictMode>
        <ShopRoot
          locale={locale}
          messenger={messenger}
          written={{ organization: written.organization, configuration: written.configuration, texts }}
        />
      </StrictMode>,
    ),
  );
} else {
  // A page written in another language than this browser would choose is drawn anew.
  createRoot(container).render(
    <StrictMode>
      <ShopRoot locale={locale} messenger={messenger} />
    </StrictMode>,
  );
}
