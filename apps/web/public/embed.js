/*
 * Foyer's shop loader. A museum pastes, where the shop should appear:
 *
 *   <script src="https://FOYER-HOST/embed.js" data-org="ORGANISATION-ID"
 *           data-page="/events/EVENT-ID" data-family="embed" async></script>
 *
 * It puts the shop in an iframe right there, passes the page's language (<html lang>) and its
 * address, follows the shop's height so the page never shows a second scroll bar, and tells the
 * page about cart changes with a `foyer:cart-changed` event on the frame (detail: cartId,
 * itemsTotalQuantity). Options: data-page (default /organizations), data-family (embed, embed2,
 * embed3, embed4 or embed5), data-query (more query parameters, e.g. "category=Concert&venue=…").
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var shopOrigin = new URL(script.src).origin;
  var family = /^embed[2-5]?$/.test(script.dataset.family || '') ? script.dataset.family : 'embed';
  var page = script.dataset.page && script.dataset.page.charAt(0) === '/' ? script.dataset.page : '/organizations';
  var query = new URLSearchParams(script.dataset.query || '');
  query.set('orgId', script.dataset.org || '');
  var lang = (document.documentElement.getAttribute('lang') || navigator.language || '').slice(0, 2).toLowerCase();
  if (lang && !query.has('la')) query.set('la', lang);
  query.set('parentUrl', location.href);
  // The cart survives reloads of the host page: the shop reports its id, we give it back.
  var cartKey = 'foyer.cart.' + query.get('orgId');
  try {
    var kept = sessionStorage.getItem(cartKey);
    if (kept && !query.has('cId')) query.set('cId', kept);
  } catch {
    /* storage blocked: the cart lasts as long as the frame */
  }

  var frame = document.createElement('iframe');
  frame.src = shopOrigin + '/' + family + page + '?' + query.toString();
  // The frame's name for screen readers, in the page's language (the shop's shell.title; a test
  // keeps the two alike). data-title overrides it.
  var titles = { en: 'Tickets', da: 'Billetter', de: 'Tickets', nl: 'Tickets' };
  frame.title = script.dataset.title || titles[query.get('la')] || titles.en;
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'display:block;width:100%;border:0;min-height:420px;height:600px;overflow:hidden';
  script.parentNode.insertBefore(frame, script.nextSibling);

  window.addEventListener('message', function (event) {
    if (event.origin !== shopOrigin || event.source !== frame.contentWindow) return;
    var message = event.data || {};
    if (message.type === 'view-resize' && typeof message.height === 'number') {
      frame.style.height = Math.max(200, Math.ceil(message.height)) + 'px';
    } else if (message.type === 'view-enter') {
      var top = frame.getBoundingClientRect().top;
      if (top < 0) window.scrollBy(0, top - 16);
    } else if (message.type === 'nviz-cart-changed') {
      try {
        if (message.cartId && message.itemsTotalQuantity > 0) sessionStorage.setItem(cartKey, message.cartId);
        else sessionStorage.removeItem(cartKey);
      } catch {
        /* storage blocked */
      }
      frame.dispatchEvent(
        new CustomEvent('foyer:cart-changed', { bubbles: true, detail: { cartId: message.cartId, itemsTotalQuantity: message.itemsTotalQuantity } }),
      );
    }
  });
})();
