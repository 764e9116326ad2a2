import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { shopApi } from './api/shop-api';
import { preparePage } from './app/shop-pages';
import { parseShopQuery } from './app/shop-query';
import { ShopRoot } from './app/shop-root';
import { matchShopPath } from './app/shop-routes';
import { startFromWritten, WRITTEN_PAGE_ID, type WrittenShopPage } from './app/written-page';
import { loadTexts } from './i18n/load-texts';
import { chooseLocale, frameLanguage, visitorLocale, type ShopLocale } from './i18n/locale';
import { windowMessenger } from './parent/parent-messages';
import './shop.css';

// shop.html opened directly (the Vite preview) shows the default family's event list.
if (!/^\/embed\d?(\/|$)/.test(window.location.pathname))
  window.history.replaceState(null, '', `/embed/organizations${window.location.search}`);

const query = new URLSearchParams(window.location.search);
const container = document.getElementById('shop')!;
const messenger = windowMessenger();

/** The first page the server wrote into shop.html, whatever its language. */
function writtenPageOnFile(): WrittenShopPage | null {
  const element = document.getElementById(WRITTEN_PAGE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as WrittenShopPage;
  } catch {
    return null;
  }
}

/**
 * The visitor's language when one of theirs is ours; else the museum's LANGUAGE setting, from the
 * written page or (only for such a visitor) asked of the server; else English.
 */
async function shopLocale(onFile: WrittenShopPage | null): Promise<ShopLocale> {
  const visitor = visitorLocale(query.get('la'), frameLanguage(), navigator.languages ?? [navigator.language]);
  if (visitor) return visitor;
  const orgId = parseShopQuery(window.location.search).orgId;
  const museumLanguage = onFile
    ? (onFile.configuration.LANGUAGE ?? null)
    : orgId
      ? await shopApi
          .configuration(orgId)
          .then((items) => items.find((item) => item.name === 'LANGUAGE')?.value ?? null)
          .catch(() => null)
      : null;
  return chooseLocale(null, null, [], museumLanguage);
}

function start(locale: ShopLocale, onFile: WrittenShopPage | null) {
  document.documentElement.lang = locale;
  // The written page serves only when it is in this visitor's language.
  const written = onFile?.locale === locale ? onFile : null;
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
}

const onFile = writtenPageOnFile();
void shopLocale(onFile).then((locale) => start(locale, onFile));
