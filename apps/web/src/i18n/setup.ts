import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, type Catalogue, type Locale } from '@foyer/i18n';
import { detectLocale, remember } from './locale';

export const i18n: I18n = i18next.createInstance();

/**
 * Each language's texts are a chunk of their own, loaded when it is shown: the back office's
 * first load carries one language, not four (about 70 kB of gzip less). Every language has every
 * key (the compiler holds the catalogues to English), so no other is needed as a fallback.
 */
const catalogueLoaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('@foyer/i18n/catalogue/en'),
  da: () => import('@foyer/i18n/catalogue/da'),
  de: () => import('@foyer/i18n/catalogue/de'),
  nl: () => import('@foyer/i18n/catalogue/nl'),
};

async function withCatalogue(locale: Locale) {
  if (!i18n.hasResourceBundle(locale, 'translation'))
    i18n.addResourceBundle(locale, 'translation', (await catalogueLoaders[locale]()).default);
}

/** Starts i18n in the language detected, with its texts loaded: the app renders after this. */
export async function startI18n() {
  const locale = detectLocale();
  await i18n.use(initReactI18next).init({
    resources: { [locale]: { translation: (await catalogueLoaders[locale]()).default } },
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
}

/** Shows the back office in `locale` once its texts are loaded, and remembers the choice. */
export async function changeLocale(locale: Locale) {
  remember(locale);
  await withCatalogue(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
