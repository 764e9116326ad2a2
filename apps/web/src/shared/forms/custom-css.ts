import { ZHttpsUrl, type TCustomCss } from '@foyer/contracts';

/** A custom stylesheet as a form edits it: switched off keeps the last mode and address typed. */
export interface CustomCssForm {
  enabled: boolean;
  mode: TCustomCss['mode'];
  href: string;
}

export const cssToForm = (css: TCustomCss | null | undefined): CustomCssForm =>
  css ? { enabled: true, mode: css.mode, href: css.href } : { enabled: false, mode: 'APPEND', href: '' };

export const cssFromForm = (form: CustomCssForm): TCustomCss | null => (form.enabled ? { mode: form.mode, href: form.href.trim() } : null);

/** i18n keys of what is wrong with the stylesheet, by form path under `prefix`. */
export function cssErrors(form: CustomCssForm, prefix = 'css'): Record<string, string> {
  if (!form.enabled) return {};
  const href = form.href.trim();
  if (!href) return { [`${prefix}.href`]: 'common.validation.required' };
  if (!ZHttpsUrl.safeParse(href).success) return { [`${prefix}.href`]: 'common.validation.httpsUrl' };
  return {};
}
