import { USER_MESSAGES } from '@foyer/contracts';
import type { MessageTable } from '../../shared/forms/server-messages';

/**
 * What the users API and the users contracts may answer beyond the shared base table (required,
 * email, passwords, dates, 403): the users rules, each with the key of its translation.
 */
export const USER_MESSAGE_TABLE: MessageTable = {
  [USER_MESSAGES.emailTaken]: 'users.messages.emailTaken',
  [USER_MESSAGES.emailTakenInTargetOrganization]: 'users.messages.emailTakenInTargetOrganization',
  [USER_MESSAGES.userTypeNameTaken]: 'users.messages.userTypeNameTaken',
  [USER_MESSAGES.chooseRole]: 'users.messages.chooseRole',
  [USER_MESSAGES.unknownUserType]: 'users.messages.unknownUserType',
  [USER_MESSAGES.avatarNotImage]: 'users.messages.avatarNotImage',
  [USER_MESSAGES.avatarTooManyPixels]: 'users.messages.avatarTooManyPixels',
  // The server's texts for its own rules (users.policy and the password check).
  'The current password is not correct': 'users.messages.currentPasswordWrong',
  'Only a Foyer administrator may grant or remove the Support and FoyerAdmin roles': 'users.messages.platformRoles',
  'Only a Foyer administrator may change or delete a Support or FoyerAdmin user': 'users.messages.platformUser',
  'You cannot remove your own OrganizationAdmin role: you would no longer be able to manage users': 'users.messages.ownAdminRole',
  'You cannot deactivate your own account': 'users.messages.ownDeactivation',
  'You cannot delete your own account': 'users.messages.ownDeletion',
};
