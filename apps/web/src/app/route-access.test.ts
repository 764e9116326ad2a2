import { describe, expect, it } from 'vitest';
import type { Permission } from '@foyer/contracts';
import { canOpenRoute, layoutOf } from './route-access';

const none = new Set<Permission>();

describe('canOpenRoute', () => {
  it('opens routes that require nothing', () => {
    expect(canOpenRoute([undefined, {}], [], none)).toBe(true);
  });
  it('needs every role that a matched route requires', () => {
    expect(canOpenRoute([{ role: 'Admin' }, { role: 'Support' }], ['Admin'], none)).toBe(false);
    expect(canOpenRoute([{ role: 'Admin' }, { role: 'Support' }], ['Admin', 'Support'], none)).toBe(true);
  });
  it('needs one of the listed permissions', () => {
    expect(canOpenRoute([{ anyPermission: ['UsersAdminRead'] }], ['Admin'], none)).toBe(false);
    expect(canOpenRoute([{ anyPermission: ['UsersAdminRead', 'VenuesRead'] }], [], new Set<Permission>(['VenuesRead']))).toBe(true);
  });
});

describe('layoutOf', () => {
  it('takes the deepest named layout, private by default', () => {
    expect(layoutOf([{ layout: 'private' }, { layout: 'wizard' }, {}])).toBe('wizard');
    expect(layoutOf([undefined, {}])).toBe('private');
  });
});
