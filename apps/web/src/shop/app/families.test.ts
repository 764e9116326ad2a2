import { describe, expect, it } from 'vitest';
import { FAMILIES, FAMILY_KEYS, nextStep, SHOP_PAGES, stepsFor } from './families';

describe('FAMILIES', () => {
  it('has the five embed families of SPEC §2, each keyed by its own prefix', () => {
    expect(FAMILY_KEYS).toEqual(['embed', 'embed2', 'embed3', 'embed4', 'embed5']);
    for (const key of FAMILY_KEYS) expect(FAMILIES[key].key).toBe(key);
  });

  it('uses the three checkout step variants of SPEC §2', () => {
    const titles = (key: keyof typeof FAMILIES) => FAMILIES[key].steps.map((entry) => entry.text);
    expect(titles('embed')).toEqual(['review', 'contact', 'pay']);
    expect(titles('embed2')).toEqual(['check', 'contact', 'pay']);
    expect(titles('embed3')).toEqual(['review', 'contact', 'ticket', 'pay']);
  });

  it('gives only /embed3 the ticket information page', () => {
    for (const key of FAMILY_KEYS) expect(FAMILIES[key].pages.includes('checkoutTicket')).toBe(key === 'embed3');
    for (const key of FAMILY_KEYS)
      expect(FAMILIES[key].pages).toEqual(
        expect.arrayContaining(SHOP_PAGES.filter((page) => !['checkoutTicket', 'donation', 'voucher', 'product'].includes(page))),
      );
  });

  it('lists donations in every family and has a page per campaign only in /embed and /embed4', () => {
    for (const key of FAMILY_KEYS) expect(FAMILIES[key].pages).toContain('donationList');
    expect(FAMILY_KEYS.filter((key) => FAMILIES[key].pages.includes('donation'))).toEqual(['embed', 'embed4']);
  });

  it('lists gift vouchers in every family and has a page per voucher where donations have one', () => {
    for (const key of FAMILY_KEYS) expect(FAMILIES[key].pages).toContain('voucherList');
    expect(FAMILY_KEYS.filter((key) => FAMILIES[key].pages.includes('voucher'))).toEqual(['embed', 'embed4']);
  });

  it('has a digital tour’s page only in /embed4 (SPEC §2)', () => {
    expect(FAMILY_KEYS.filter((key) => FAMILIES[key].pages.includes('product'))).toEqual(['embed4']);
  });

  it('reads parentPageId on embed2 and showOnly on embed4 lists', () => {
    expect(FAMILIES.embed2.listParams).toEqual(['parentPageId']);
    expect(FAMILIES.embed4.listParams).toEqual(['showOnly']);
    expect(FAMILIES.embed.listParams).toEqual([]);
  });

  it('names the step after contact: tickets on embed3, the payment elsewhere', () => {
    expect(nextStep(FAMILIES.embed3, 'contact')).toBe('ticket');
    expect(nextStep(FAMILIES.embed, 'contact')).toBe('pay');
    expect(nextStep(FAMILIES.embed, 'pay')).toBeNull();
    expect(nextStep(FAMILIES.embed, 'ticket')).toBeNull();
  });

  it('skips the ticket names for a cart without tickets (gifts only)', () => {
    expect(nextStep(FAMILIES.embed3, 'contact', false)).toBe('pay');
    expect(stepsFor(FAMILIES.embed3, false).map((entry) => entry.step)).toEqual(['review', 'contact', 'pay']);
    expect(stepsFor(FAMILIES.embed3, true)).toBe(FAMILIES.embed3.steps);
  });
});
