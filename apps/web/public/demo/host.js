// The Demo Museum's own page. It embeds Foyer's shop as a museum would paste it: the loader with the
// shop page to show, here the one this address names (?page=/donations, ?page=/vouchers), else the event list.
var ORG = '00000000-0000-4000-a000-0000000000d1';
var PAGES = ['/organizations', '/donations', '/vouchers'];
var asked = new URLSearchParams(location.search).get('page');
// A digital tour's page is only in the /embed4 family (SPEC §2).
var tour = /^\/products\/[0-9a-f-]{36}$/.test(asked || '');
var loader = document.createElement('script');
loader.src = '/embed.js';
loader.dataset.org = ORG;
loader.dataset.page = tour || PAGES.indexOf(asked) >= 0 ? asked : '/organizations';
loader.dataset.family = tour ? 'embed4' : 'embed';
document.getElementById('shop-slot').appendChild(loader);

// The museum's menu shows "Support the museum" when it has a published donation campaign,
// "Gift vouchers" when it has gift vouchers on sale and "Podwalk" when it sells a digital tour
// (its link then names the first one: `hrefOf`).
function showWhenAny(list, linkId, hrefOf) {
  fetch('/api/public/' + list + '/organizations/' + ORG)
    .then(function (answer) {
      return answer.ok ? answer.json() : [];
    })
    .then(function (items) {
      if (items.length === 0) return;
      var link = document.getElementById(linkId);
      if (hrefOf) link.href = hrefOf(items);
      link.hidden = false;
    })
    .catch(function () {
      /* no menu entry: the page works without it */
    });
}
showWhenAny('donations', 'donations-link');
showWhenAny('vouchers', 'vouchers-link');
showWhenAny('products', 'tour-link', function (tours) {
  return '/demo/host.html?page=/products/' + tours[0].productId;
});

// The museum's own page follows the shop's cart count (the loader's foyer:cart-changed event).
document.addEventListener('foyer:cart-changed', function (event) {
  var n = event.detail.itemsTotalQuantity;
  document.getElementById('cart').textContent = 'Cart: ' + n + (n === 1 ? ' item' : ' items');
});
