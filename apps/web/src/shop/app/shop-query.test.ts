import { describe, expect, it } from 'vitest';
import { parseShopQuery, showOnlyIds, withQuery } from './shop-query';

const org = '00000000-0000-4000-a000-0000000000d1';
const cart = '7b0f2f64-3b1e-4c8e-9a55-3f1f0f6e2a10';

describe('parseShopQuery', () => {
  it('reads the SPEC §2 parameters', () => {
    const query = parseShopQuery(
      `?orgId=${org}&cId=${cart}&parentUrl=https%3A%2F%2Fmuseum.example%2Fbesoeg&category=Kids&sort=name&laF=da&venue=${cart}&parentPageId=42&showOnly=${org}&la=da-DK`,
    );
    expect(query).toEqual({
      orgId: org,
      cId: cart,
      parentUrl: 'https://museum.example/besoeg',
      la: 'da-DK',
      category: 'Kids',
      sort: 'name',
      laF: 'da',
      venue: cart,
      parentPageId: '42',
      showOnly: org,
      schoolClassId: null,
    });
  });

  it('drops what is not an id, a known sort or a web address', () => {
    const query = parseShopQuery('?orgId=abc&cId=&sort=price&parentUrl=javascript:alert(1)&venue=%20');
    expect(query).toMatchObject({ orgId: null, cId: null, sort: null, parentUrl: null, venue: null });
  });
});

describe('withQuery', () => {
  const query = parseShopQuery(`?orgId=${org}&la=da&parentUrl=https://museum.example/&category=Kids&cId=${cart}`);

  it('keeps the museum, the language and the way back, not the list filters', () => {
    expect(withQuery('/embed/checkout/review', query)).toBe(
      `/embed/checkout/review?orgId=${org}&la=da&parentUrl=https%3A%2F%2Fmuseum.example%2F`,
    );
  });

  it('adds extra parameters and leaves out empty ones', () => {
    expect(withQuery('/embed/organizations', parseShopQuery(`?orgId=${org}`), { sort: 'name', venue: null, laF: '' })).toBe(
      `/embed/organizations?orgId=${org}&sort=name`,
    );
  });
});

describe('showOnlyIds', () => {
  it('lists the event ids of showOnly', () => {
    expect(showOnlyIds(parseShopQuery(`?showOnly=${org},${cart.toUpperCase()},nonsense`))).toEqual(new Set([org, cart]));
    expect(showOnlyIds(parseShopQuery('?showOnly=nonsense'))).toBeNull();
    expect(showOnlyIds(parseShopQuery(''))).toBeNull();
  });
});
