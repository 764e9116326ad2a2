import { MESSAGES, USER_MESSAGES } from '@foyer/contracts';
import { applyServerErrors } from '../../shared/forms/zod-form';
import { errorText } from '../../shared/ui/error-snackbar';

type Translate = (key: string) => string;

/**
 * Contract and server messages are English; these are the ones a users screen can show, each with
 * the key of its translation. Anything else is shown as the server wrote it.
 */
const KNOWN_MESSAGES: Record<string, string> = {
  [MESSAGES.required]: 'common.validation.required',
  [MESSAGES.emailInvalid]: 'common.validation.emailInvalid',
  [MESSAGES.passwordTooWeak]: 'users.messages.passwordTooWeak',
  [MESSAGES.passwordsNotEqual]: 'users.messages.passwordsNotEqual',
  [USER_MESSAGES.emailTaken]: 'users.messages.emailTaken',
  [USER_MESSAGES.userTypeNameTaken]: 'users.messages.userTypeNameTaken',
  [USER_MESSAGES.chooseRole]: 'users.messages.chooseRole',
  [USER_MESSAGES.unknownUserType]: 'users.messages.unknownUserType',
  [USER_MESSAGES.avatarNotImage]: 'users.messages.avatarNotImage',
  [USER_MESSAGES.avatarTooManyPixels]: 'users.messages.avatarTooManyPixels',
  'Must be a date (yyyy-MM-dd)': 'users.messages.invalidDate',
  // The server's texts for its own rules (users.policy and the password check).
  'The current password is not correct': 'users.messages.currentPasswordWrong',
  'Only a Foyer administrator may grant or remove the Support and FoyerAdmin roles': 'users.messages.platformRoles',
  'Only a Foyer administrator may change or delete a Support or FoyerAdmin user': 'users.messages.platformUser',
  'You cannot remove your own OrganizationAdmin role: you would no longer be able to manage users': 'users.messages.ownAdminRole',
  'You cannot deactivate your own account': 'users.messages.ownDeactivation',
  'You cannot delete your own account': 'users.messages.ownDeletion',
  'You do not have permission to do this': 'users.messages.forbidden',
  'Some fields are invalid': 'users.messages.someFieldsInvalid',
};

/** The message in the reader's language when it is a known one. */
export const localizeMessage = (message: string, t: Translate): string => {
  const key = KNOWN_MESSAGES[message];
  return key ? t(key) : message;
};

/** Field path → message, each translated when known. */
export const localizeErrors = (errors: Record<string, string>, t: Translate): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localizeMessage(message, t)]));

/**
 * Puts the server's field messages (translated) on the form's inputs. Answers whether any landed on
 * an input of this form, so the caller shows the error in the snackbar otherwise.
 */
export function applyLocalizedServerErrors(
  error: unknown,
  fields: readonly string[],
  setErrors: (errors: Record<string, string>) => void,
  t: Translate,
): boolean {
  let landed = false;
  applyServerErrors(error, (errors) => {
    setErrors(localizeErrors(errors, t));
    landed = Object.keys(errors).some((field) => fields.includes(field));
  });
  return landed;
}

/** The text for the error snackbar: a server message translated when known. */
export const localizedErrorText = (error: unknown, t: Translate): string => localizeMessage(errorText(error, t), t);
