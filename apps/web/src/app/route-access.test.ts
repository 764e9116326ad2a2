import { describe, expect, it } from 'vitest';
import { defineArea, type Permission } from '@foyer/contracts';
import { canOpenRoute, layoutOf } from './route-access';

const none = new Set<Permission>();
const rules = defineArea('test', {
  users: ['UsersAdminRead'],
  usersOrVenues: ['UsersAdminRead', 'VenuesRead'],
  admin: { anyPermission: [], role: 'Admin' },
  support: { anyPermission: [], role: 'Support' },
});

describe('canOpenRoute', () => {
  it('opens routes that require nothing', () => {
    expect(canOpenRoute([undefined, {}], [], none)).toBe(true);
  });
  it('needs every role that a matched route requires', () => {
    expect(canOpenRoute([{ access: rules.admin }, { access: rules.support }], ['Admin'], none)).toBe(false);
    expect(canOpenRoute([{ access: rules.admin }, { access: rules.support }], ['Admin', 'Support'], none)).toBe(true);
  });
  it('needs one of the listed permissions', () => {
    expect(canOpenRoute([{ access: rules.users }], ['Admin'], none)).toBe(false);
    expect(canOpenRoute([{ access: rules.usersOrVenues }], [], new Set<Permission>(['VenuesRead']))).toBe(true);
  });
});

describe('layoutOf', () => {
  it('takes the deepest named layout, private by default', () => {
    expect(layoutOf([{ layout: 'private' }, { layout: 'wizard' }, {}])).toBe('wizard');
    expect(layoutOf([undefined, {}])).toBe('private');
  });
});
