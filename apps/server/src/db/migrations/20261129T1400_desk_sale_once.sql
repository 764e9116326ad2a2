-- A desk sale is made once however often the desk sends it (a desk's network that drops): the
-- desk names each sale with an id of its own, kept where a web order keeps its cart, and a sale
-- sent again after a lost answer finds the order already made. This key makes that hold when the
-- two arrive at once: the second waits for the first's order and then fails on it, and is answered
-- with that order. Web orders are left out: a cart may have several (20261124T1840), one per try.
create unique index orders_desk_sale on orders (org_id, cart_id) where channel <> 'online';
