import { describe, expect, it } from 'vitest';
import { ROLES, type TUserType } from '@foyer/contracts';
import { applyUserType, emptyUserForm, roleChoices, toUserWrite, userStatus, validateUserForm } from './user-form-values';

const guideType: TUserType = {
  userTypeId: '6f1d3a52-2d7c-4c39-8a3e-3f1a4f0d2b10',
  name: 'Guide',
  roles: ['Guide', 'Support'],
  guideType: 'Integrator',
};

describe('user form values', () => {
  it('offers platform roles only to someone who may grant them, but keeps those a user holds visible', () => {
    expect(roleChoices(ROLES, true).map((choice) => choice.role)).toEqual([...ROLES]);
    expect(roleChoices(ROLES, false).map((choice) => choice.role)).toEqual(['Admin', 'Guide', 'OrganizationAdmin']);
    expect(roleChoices(ROLES, false, ['Support'])).toContainEqual({ role: 'Support', disabled: true });
  });

  it('fills roles and guide type from a user type, without platform roles the actor cannot grant', () => {
    const values = applyUserType(emptyUserForm(), guideType, false);
    expect(values).toMatchObject({ userTypeId: guideType.userTypeId, roles: ['Guide'], guideType: 'Integrator' });
    expect(applyUserType(values, undefined, false)).toMatchObject({ userTypeId: null, roles: ['Guide'] });
  });

  it('validates with the contract and needs a role', () => {
    const errors = validateUserForm({ ...emptyUserForm(), email: 'not-an-email' });
    expect(errors).toMatchObject({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Email must be valid',
      roles: 'Choose at least one role',
    });
    expect(
      validateUserForm({ ...emptyUserForm(), firstName: 'Ida', lastName: 'Holm', email: 'ida@example.com', roles: ['Admin'] }),
    ).toEqual({});
    expect(
      validateUserForm({
        ...emptyUserForm(),
        firstName: 'Ida',
        lastName: 'Holm',
        email: 'ida@example.com',
        roles: ['Admin'],
        limitDataAccessFrom: '2025-13-01',
      }),
    ).toHaveProperty('limitDataAccessFrom');
  });

  it('sends a guide type only with the Guide role, and an empty phone as null', () => {
    const body = toUserWrite({
      ...emptyUserForm(),
      firstName: 'Ida',
      lastName: 'Holm',
      email: 'Ida@Example.com',
      roles: ['Admin'],
      guideType: 'Regular',
    });
    expect(body).toMatchObject({ email: 'ida@example.com', phone: null, guideType: null, roles: ['Admin'] });
  });

  it('tells active, inactive, invited users and those whose changed address waits apart', () => {
    expect(userStatus({ active: true, emailVerified: true, passwordSet: true })).toBe('active');
    expect(userStatus({ active: true, emailVerified: false, passwordSet: false })).toBe('invited');
    // A colleague whose address was changed is no newcomer (they read "Invited", even after changing it back).
    expect(userStatus({ active: true, emailVerified: false, passwordSet: true })).toBe('unconfirmed');
    expect(userStatus({ active: false, emailVerified: false, passwordSet: true })).toBe('inactive');
  });
});
