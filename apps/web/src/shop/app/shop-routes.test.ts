import { describe, expect, it } from 'vitest';
import { matchShopPath, returnPath, shopPath } from './shop-routes';
import { FAMILY_KEYS } from './families';

const id = '2e389602-6dd8-4ef4-b103-1cad1674a595';

describe('matchShopPath', () => {
  it('reads the family from the first segment and the page from the rest', () => {
    expect(matchShopPath(`/embed/events/${id}`)).toMatchObject({ family: { key: 'embed' }, route: { page: 'event', eventId: id } });
    expect(matchShopPath(`/embed4/school-class-event/${id}`)).toMatchObject({
      family: { key: 'embed4' },
      route: { page: 'schoolClassEvent', eventId: id },
    });
    expect(matchShopPath('/embed2/organizations').route).toEqual({ page: 'eventList' });
    expect(matchShopPath('/embed5').route).toEqual({ page: 'eventList' });
    expect(matchShopPath('/embed5/').route).toEqual({ page: 'eventList' });
    expect(matchShopPath('/embed/checkout/review').route).toEqual({ page: 'checkoutReview' });
    expect(matchShopPath('/embed/checkout/contact/').route).toEqual({ page: 'checkoutContact' });
    expect(matchShopPath(`/embed/checkout/pay/${id}`).route).toEqual({ page: 'checkoutPay', orderId: id });
    expect(matchShopPath(`/embed2/mobile/pay/${id}`).route).toEqual({ page: 'mobilePay', orderId: id });
  });

  it('has /donations in every family and /donations/{donationId} only in /embed and /embed4', () => {
    for (const family of ['embed', 'embed2', 'embed3', 'embed4', 'embed5'])
      expect(matchShopPath(`/${family}/donations`).route).toEqual({ page: 'donationList' });
    expect(matchShopPath(`/embed/donations/${id}`).route).toEqual({ page: 'donation', donationId: id });
    expect(matchShopPath(`/embed4/donations/${id}/`).route).toEqual({ page: 'donation', donationId: id });
    expect(matchShopPath(`/embed2/donations/${id}`).route).toEqual({ page: 'notFound' });
    expect(shopPath('embed4', { page: 'donation', donationId: id })).toBe(`/embed4/donations/${id}`);
    expect(shopPath('embed5', { page: 'donationList' })).toBe('/embed5/donations');
  });

  it('has /vouchers in every family and /vouchers/{voucherId} only in /embed and /embed4', () => {
    for (const family of ['embed', 'embed2', 'embed3', 'embed4', 'embed5'])
      expect(matchShopPath(`/${family}/vouchers/`).route).toEqual({ page: 'voucherList' });
    expect(matchShopPath(`/embed/vouchers/${id}`).route).toEqual({ page: 'voucher', voucherId: id });
    expect(matchShopPath(`/embed4/vouchers/${id}`).route).toEqual({ page: 'voucher', voucherId: id });
    for (const family of ['embed2', 'embed3', 'embed5'])
      expect(matchShopPath(`/${family}/vouchers/${id}`).route).toEqual({ page: 'notFound' });
    expect(shopPath('embed', { page: 'voucher', voucherId: id })).toBe(`/embed/vouchers/${id}`);
    expect(shopPath('embed2', { page: 'voucherList' })).toBe('/embed2/vouchers');
  });

  it('has /tour-access/{code}, where a bought tour’s mail leads, in every family', () => {
    const code = 'im7UzQSN-9yN_DuC6VCxXw';
    for (const family of FAMILY_KEYS) {
      expect(matchShopPath(`/${family}/tour-access/${code}`).route).toEqual({ page: 'tourAccess', code });
      expect(shopPath(family, { page: 'tourAccess', code })).toBe(`/${family}/tour-access/${code}`);
    }
    expect(matchShopPath('/embed4/tour-access').route).toEqual({ page: 'notFound' });
  });

  it('has /products/{productId} only in /embed4', () => {
    expect(matchShopPath(`/embed4/products/${id}`).route).toEqual({ page: 'product', productId: id });
    for (const family of ['embed', 'embed2', 'embed3', 'embed5'])
      expect(matchShopPath(`/${family}/products/${id}`).route).toEqual({ page: 'notFound' });
    expect(matchShopPath('/embed4/products').route).toEqual({ page: 'notFound' });
    expect(shopPath('embed4', { page: 'product', productId: id })).toBe(`/embed4/products/${id}`);
  });

  it('has /checkout/ticket only in /embed3', () => {
    expect(matchShopPath('/embed3/checkout/ticket').route).toEqual({ page: 'checkoutTicket' });
    expect(matchShopPath('/embed/checkout/ticket').route).toEqual({ page: 'notFound' });
  });

  it('does not know other paths, nor families beyond embed5', () => {
    expect(matchShopPath('/embed/memberships').route).toEqual({ page: 'notFound' });
    expect(matchShopPath(`/embed/events/${id}/request`).route).toEqual({ page: 'notFound' });
    expect(matchShopPath('/embed6/organizations')).toMatchObject({ family: { key: 'embed' }, route: { page: 'notFound' } });
    expect(matchShopPath('/shop.html').route).toEqual({ page: 'notFound' });
  });

  it('builds the paths it reads', () => {
    const routes = [
      { page: 'eventList' },
      { page: 'event', eventId: id },
      { page: 'schoolClassEvent', eventId: id },
      { page: 'checkoutReview' },
      { page: 'checkoutContact' },
      { page: 'checkoutTicket' },
      { page: 'checkoutPay', orderId: id },
      { page: 'mobilePay', orderId: id },
    ] as const;
    for (const route of routes) expect(matchShopPath(shopPath('embed3', route)).route).toEqual(route);
    expect(shopPath('embed2', { page: 'eventList' })).toBe('/embed2/organizations');
  });
});

describe('returnPath', () => {
  it('puts a buyer back into the family they paid in', () => {
    const returned = matchShopPath(`/embed/checkout/pay/${id}`);
    expect(returnPath(returned, 'embed3')).toBe(`/embed3/checkout/pay/${id}`);
    expect(returnPath(returned, 'embed')).toBeNull();
    expect(returnPath(returned, null)).toBeNull();
    expect(returnPath(returned, 'elsewhere')).toBeNull();
    expect(returnPath(matchShopPath('/embed/organizations'), 'embed3')).toBeNull();
  });
});
