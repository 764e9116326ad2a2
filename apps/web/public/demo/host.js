// The museum's own page follows the shop's cart count (the loader's foyer:cart-changed event).
document.addEventListener('foyer:cart-changed', function (event) {
  var n = event.detail.itemsTotalQuantity;
  document.getElementById('cart').textContent = 'Cart: ' + n + (n === 1 ? ' ticket' : ' tickets');
});
