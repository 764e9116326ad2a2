import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues, FALLBACK_LOCALE, LOCALES, type Locale } from '@foyer/i18n';
import { detectLocale, remember } from './locale';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: catalogues[locale] }])),
  lng: detectLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18n.language;

export function changeLocale(locale: Locale) {
  remember(locale);
  void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
