import { describe, expect, it } from 'vitest';
import { fillShopPage, type WrittenFirstPage } from './shop-first-page.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Tickets</title><link rel="stylesheet" crossorigin href="/assets/shop-1.css"></head>' +
  '<body><div id="shop"></div></body></html>';

const written = (page: Partial<WrittenFirstPage>, inline = (html: string) => html) => ({
  html: '<h1>Concert</h1>',
  title: 'Tickets – Demo Museum',
  json: '{}',
  locale: 'da',
  stylesheetLinks: '',
  keepDefaultStylesheet: true,
  inlineStylesheets: inline,
  ...page,
});

describe('the shop page filled in', () => {
  it('puts the hints, the page, its language, title and stylesheets where they go', () => {
    const page = fillShopPage(
      TEMPLATE,
      '<link rel="preload" href="/api/x">',
      written({ stylesheetLinks: '<link rel="stylesheet" href="https://museum.example/a.css" data-shop-custom>' }),
    );
    expect(page).toBe(
      '<!doctype html><html lang="da"><head><title>Tickets – Demo Museum</title><link rel="stylesheet" crossorigin href="/assets/shop-1.css">' +
        '<link rel="preload" href="/api/x"><link rel="stylesheet" href="https://museum.example/a.css" data-shop-custom></head>' +
        '<body><div id="shop"><h1>Concert</h1></div><script type="application/json" id="shop-written">{}</script></body></html>',
    );
  });

  it("takes a text as it is, even with what a replacement pattern would read ($&, $', $`, $1)", () => {
    const odd = "Rock $& Roll $' and $` at $1";
    const page = fillShopPage(
      TEMPLATE,
      '',
      written({ html: `<h1>${odd}</h1>`, title: odd, json: JSON.stringify({ name: odd }), stylesheetLinks: `<link href="${odd}">` }),
    );
    expect(page).toContain(`<title>${odd}</title>`);
    expect(page).toContain(`<div id="shop"><h1>${odd}</h1></div>`);
    expect(page).toContain(`id="shop-written">${JSON.stringify({ name: odd })}</script>`);
    expect(page).toContain(`<link href="${odd}"></head>`);
  });

  it('a page not written still gets the museum’s stylesheets: after ours, or with ours disabled when theirs replaces it', () => {
    const museum = '<link rel="stylesheet" href="https://museum.example/a.css" data-shop-custom>';
    expect(
      fillShopPage(TEMPLATE, '<link rel="preload" href="/x.js">', null, { stylesheetLinks: museum, keepDefaultStylesheet: true }),
    ).toBe(TEMPLATE.replace('</head>', () => `<link rel="preload" href="/x.js">${museum}</head>`));
    expect(fillShopPage(TEMPLATE, '', null, { stylesheetLinks: museum, keepDefaultStylesheet: false })).toBe(
      TEMPLATE.replace('href="/assets/shop-1.css">', 'href="/assets/shop-1.css" disabled>').replace('</head>', () => `${museum}</head>`),
    );
  });

  it('without a written page: only the hints', () => {
    expect(fillShopPage(TEMPLATE, '<link rel="preload" href="/api/$&">', null)).toBe(
      TEMPLATE.replace('</head>', () => '<link rel="preload" href="/api/$&"></head>'),
    );
  });
});
