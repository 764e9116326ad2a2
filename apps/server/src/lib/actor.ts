import type { Language, Permission, Role } from '@foyer/contracts';

/** The signed-in staff member a request acts for, in the organisation they act in now. */
export interface Actor {
  userId: string;
  orgId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  permissions: ReadonlySet<Permission>;
  limitDataAccessFrom: string | null;
  language: Language;
  sessionTokenHash: string;
}
