/** Helpers shared by the users and notifications API tests. */

let counter = 0;
/** A fresh address per call, so tests never collide on the platform-wide unique email. */
export const freshEmail = (prefix = 'person') => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@museum.test`;

/** A valid user body; override what the test is about. */
export const userBody = (overrides: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  firstName: 'Nina',
  lastName: 'Newman',
  roles: ['Guide'],
  ...overrides,
});
