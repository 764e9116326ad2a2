import { describe, expect, it } from 'vitest';
import { ZId } from '@foyer/contracts';
import { newSaleId } from './desk-sale-id';

describe('newSaleId', () => {
  it('is a version 4 UUID the contract takes, new each time', () => {
    const ids = Array.from({ length: 200 }, newSaleId);
    for (const id of ids) {
      expect(ZId.safeParse(id).success, id).toBe(true);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
