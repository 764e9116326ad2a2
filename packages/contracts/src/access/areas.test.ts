import { describe, expect, it } from 'vitest';
import { admits, defineArea, FEES_AREA, grantedBy, PRODUCTS_AREA, readWritePair, SIGNED_IN, SUPPORT_AREA } from './areas.js';
import type { Permission } from './permissions.js';

const holder = (permissions: Permission[], roles: ('Admin' | 'OrganizationAdmin' | 'Support' | 'FoyerAdmin')[] = []) => ({
  roles,
  permissions: new Set(permissions),
});

describe('access areas', () => {
  it('names each rule after its area', () => {
    expect(FEES_AREA.read).toEqual({ name: 'fees.read', anyPermission: ['FeeRead', 'FeeWrite'] });
    expect(FEES_AREA.write.name).toBe('fees.write');
  });

  it('reads a Read/Write pair the common way: either to read, Write to change, Read for the menu', () => {
    expect(readWritePair('Vouchers')).toEqual({
      read: ['VouchersRead', 'VouchersWrite'],
      write: ['VouchersWrite'],
      menu: ['VouchersRead'],
    });
  });

  it('admits with any one listed permission, and anyone signed in when none is listed', () => {
    expect(admits(FEES_AREA.read, holder(['FeeWrite']))).toBe(true);
    expect(admits(FEES_AREA.write, holder(['FeeRead']))).toBe(false);
    expect(admits(SIGNED_IN, holder([]))).toBe(true);
  });

  it('asks for the role of the area or of the rule as well', () => {
    expect(SUPPORT_AREA.read.role).toBe('Support');
    expect(admits(SUPPORT_AREA.read, holder(['SupportRead']))).toBe(false);
    expect(admits(SUPPORT_AREA.read, holder(['SupportRead'], ['Support']))).toBe(true);
    const artworks = defineArea('artworks', { list: { anyPermission: ['ArtworksRead'], role: 'Admin' }, write: ['ArtworksWrite'] });
    expect(admits(artworks.list, holder(['ArtworksRead']))).toBe(false);
    expect(admits(artworks.list, holder(['ArtworksRead'], ['Admin']))).toBe(true);
    expect(artworks.write.role).toBeUndefined();
  });

  it('admits a rule naming several roles with any one of them: the platform’s products, whatever permission an organisation grants itself', () => {
    expect(admits(PRODUCTS_AREA.write, holder(['SupportWrite'], ['Support']))).toBe(true);
    expect(admits(PRODUCTS_AREA.write, holder(['SupportWrite'], ['FoyerAdmin']))).toBe(true);
    expect(admits(PRODUCTS_AREA.write, holder(['SupportWrite'], ['Admin', 'OrganizationAdmin']))).toBe(false);
    expect(admits(PRODUCTS_AREA.read, holder(['ProductsRead'], ['Admin']))).toBe(true);
  });

  it('tests a rule on permissions alone for the server policies, never admitting a rule that asks a role', () => {
    expect(grantedBy(FEES_AREA.read, new Set(['FeeWrite']))).toBe(true);
    expect(grantedBy(FEES_AREA.write, new Set(['FeeRead']))).toBe(false);
    expect(grantedBy(SUPPORT_AREA.read, new Set(['SupportRead']))).toBe(false);
    expect(grantedBy(SIGNED_IN, new Set())).toBe(false);
  });
});
