import type { Locale } from '@foyer/i18n';
import { detectLocale } from './locale';

/**
 * What the back office says when its texts cannot be fetched (the network, or a version deployed
 * since the page was loaded): the only words it has without them, so they live here, in the page's
 * own code, in every language it speaks.
 */
const COULD_NOT_LOAD: Record<Locale, string> = {
  en: 'Foyer could not load. Please reload the page.',
  da: 'Foyer kunne ikke indlæses. Genindlæs siden.',
  de: 'Foyer konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  nl: 'Foyer kon niet worden geladen. Laad de pagina opnieuw.',
};

/** Says in `root`, in the language the page would have shown, that it could not load. */
export function sayCouldNotLoad(root: HTMLElement) {
  const locale = detectLocale();
  document.documentElement.lang = locale;
  root.textContent = COULD_NOT_LOAD[locale];
}
