import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShopRoot } from './app/shop-root';
import { chooseLocale, frameLanguage } from './i18n/locale';
import { windowMessenger } from './parent/parent-messages';
import './shop.css';

// shop.html opened directly (the Vite preview) shows the default family's event list.
if (!/^\/embed\d?(\/|$)/.test(window.location.pathname))
  window.history.replaceState(null, '', `/embed/organizations${window.location.search}`);

const query = new URLSearchParams(window.location.search);
const locale = chooseLocale(query.get('la'), frameLanguage(), navigator.languages ?? [navigator.language]);
document.documentElement.lang = locale;

createRoot(document.getElementById('shop')!).render(
  <StrictMode>
    <ShopRoot locale={locale} messenger={windowMessenger()} />
  </StrictMode>,
);
