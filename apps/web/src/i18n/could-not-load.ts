import type { Locale } from '@foyer/i18n';
import { detectLocale } from './locale';

/**
 * What the back office says when its texts cannot be fetched (the network, or a version deployed
 * since the page was loaded): the only words it has without them, so they live here, in the page's
 * own code, in every language it speaks.
 */
const COULD_NOT_LOAD: Record<Locale, { message: string; reload: string }> = {
  en: { message: 'Foyer could not load. Please reload the page.', reload: 'Reload' },
  da: { message: 'Foyer kunne ikke indlæses. Genindlæs siden.', reload: 'Genindlæs' },
  de: { message: 'Foyer konnte nicht geladen werden. Bitte laden Sie die Seite neu.', reload: 'Neu laden' },
  nl: { message: 'Foyer kon niet worden geladen. Laad de pagina opnieuw.', reload: 'Opnieuw laden' },
};

/**
 * Says in `root`, in the language the page would have shown, that it could not load, with a
 * button to reload (a phone has no reload key). Plain elements: the app and its theme are not
 * running, so its styles are set here.
 */
export function sayCouldNotLoad(root: HTMLElement) {
  const locale = detectLocale();
  const words = COULD_NOT_LOAD[locale];
  document.documentElement.lang = locale;
  const box = document.createElement('main');
  box.style.cssText = 'font-family: system-ui, sans-serif; padding: 32px 16px; max-width: 32rem; margin: 0 auto; line-height: 1.5';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = words.message;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = words.reload;
  reload.style.cssText =
    'font: inherit; padding: 8px 20px; min-height: 44px; border-radius: 4px; border: 0; background: #1c5d99; color: #fff; cursor: pointer';
  reload.addEventListener('click', () => window.location.reload());
  box.append(message, reload);
  root.replaceChildren(box);
}
