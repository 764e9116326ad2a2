import type { TCustomCss, TPublicOrganization } from '@foyer/contracts';

/**
 * SPEC §2: the organisation's and the venue's stylesheet either replace the shop's default or are
 * added after it (the venue's last, so it wins). Only https addresses are taken (DESIGN §4).
 */
export interface StylesheetPlan {
  keepDefault: boolean;
  hrefs: string[];
}

const isHttps = (href: string) => {
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
};

export function planStylesheets(organization: Pick<TPublicOrganization, 'css' | 'venues'>, venueId: string | null): StylesheetPlan {
  const venueCss = venueId ? (organization.venues.find((venue) => venue.venueId === venueId)?.css ?? null) : null;
  const sheets = [organization.css, venueCss].filter((css): css is TCustomCss => css !== null && isHttps(css.href));
  return {
    keepDefault: !sheets.some((css) => css.mode === 'REPLACE'),
    hrefs: [...new Set(sheets.map((css) => css.href))],
  };
}

const CUSTOM = 'data-shop-custom';

/** Makes the document's stylesheets follow the plan; the default is switched off, not removed. */
export function applyStylesheets(plan: StylesheetPlan) {
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(`link[rel="stylesheet"]:not([${CUSTOM}]), style`))
    element.disabled = !plan.keepDefault;
  const present = [...document.querySelectorAll<HTMLLinkElement>(`link[${CUSTOM}]`)];
  for (const link of present) if (!plan.hrefs.includes(link.getAttribute('href') ?? '')) link.remove();
  for (const href of plan.hrefs) {
    const existing = present.find((link) => link.getAttribute('href') === href && link.isConnected);
    const link = existing ?? document.createElement('link');
    if (!existing) {
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute(CUSTOM, '');
    }
    // Appended in plan order, after ours, so the venue's rules come last.
    document.head.appendChild(link);
  }
}
