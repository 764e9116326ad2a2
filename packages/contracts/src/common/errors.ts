import { z } from 'zod';

/** Every error code the API answers with; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  /** A malformed request that names no field (a bad address, a refused header). */
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'conflict',
  'stale_version',
  'precondition_failed',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'range_not_satisfiable',
  'rate_limited',
  'headers_too_large',
  'internal',
  /** The payment provider refused or failed; what we did is kept and can be tried again. */
  'payment_provider_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path → message, e.g. `email`, `venues.0.name`, `query.page`. */
    fields: z.record(z.string(), z.string()).optional(),
    /** The refusal's stable id (common/reasons.ts `ReasonId`), which clients translate; `message` is its English text. */
    reason: z.string(),
    /** The values of the reason text's `{0}`, `{1}`, … */
    params: z.array(z.string()).optional(),
    /** Field path → the reason of that field's message, with its params. */
    fieldReasons: z.record(z.string(), z.object({ reason: z.string(), params: z.array(z.string()).optional() })).optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Texts the spec fixes (SPEC §5, §8). */
export const MESSAGES = {
  incorrectCredentials: 'Incorrect username or password',
  passwordTooWeak: 'Password is not strong enough',
  passwordsNotEqual: 'Passwords are not equal',
  emailInvalid: 'Email must be valid',
  required: 'Required',
  staleAccessData: 'Another user already updated access data, access data will be reloaded, please repeat your changes and save',
  settingNameTaken: 'Setting create: the name must be unique.',
  settingInvalid: 'Setting update: verify the name is not blank and the value has no forbidden characters.',
} as const;

/** The server's answers to a request it cannot take, whatever the area (the generic text per code among them). */
export const REQUEST_MESSAGES = {
  badRequest: 'The request could not be handled',
  signIn: 'Please sign in',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  methodNotAllowed: 'This address does not take this method',
  notAcceptable: 'This address cannot answer in the format asked for',
  conflict: 'The request conflicts with the current state',
  preconditionFailed: 'The resource has changed',
  payloadTooLarge: 'The request body is too large',
  uriTooLong: 'The address is too long',
  unsupportedMediaType: 'Send this request as application/json',
  rangeNotSatisfiable: 'The requested range is not available',
  rateLimited: 'Too many requests. Try again later.',
  headersTooLarge: 'The request headers are too large',
  internal: 'Something went wrong on our side. Please try again later.',
  /** {0}: the fields, comma separated; each field's own reason is in `fieldReasons`. */
  invalidFields: 'Invalid input: {0}',
  someFieldsInvalid: 'Some fields are invalid',
  /** A field refused by a rule that has no text of its own. */
  invalidValue: 'Invalid value',
  invalidJson: 'The request body is not valid JSON',
  mustBeJson: 'Must be valid JSON',
  malformedJson: 'Malformed JSON',
  /** {0}: the method and path asked for. */
  noSuchAddress: 'No such address: {0}',
  crossSite: 'Requests from other sites are not allowed',
  /** {0}: minutes to wait. */
  tooManyAttempts: 'Too many attempts. Try again in {0} minutes.',
  tooManyFiles: 'Too many files are being made at once. Try again in 1 minute.',
  webhookSignature: 'The webhook signature is not valid',
  databaseDown: 'The database does not answer',
} as const;

export const AUTH_MESSAGES = {
  linkInvalid: 'This link is invalid or has expired',
  linkInvalidAskNew: 'This link is invalid or has expired. Ask for a new one.',
  currentPasswordWrong: 'The current password is not correct',
  /** Told only to someone who gave the account's password: nobody else learns the account exists. */
  accountInactive: 'This account is deactivated. Ask an administrator of your organization to make it active again.',
} as const;

export const ACCESS_MESSAGES = {
  notAllYours: 'You may not change some of these permissions',
} as const;

export const CONFIGURATION_MESSAGES = {
  nameUnique: 'The name must be unique',
  builtInNotDeletable: 'A built-in setting can be changed but not deleted',
  currencyFixed:
    'The currency cannot be changed once the first order is placed: its prices, orders and gift voucher codes are in the currency they were sold in',
} as const;

export const ORGANIZATION_MESSAGES = {
  nameTaken: 'An organization with this name already exists',
  featuresPlatformOnly: 'Only a Foyer admin can change the features of an organization',
  platformOnly: 'Only a Foyer admin can change this',
  parkNotDeletable: 'The park organization cannot be deleted',
  currentNotDeletable: 'You cannot delete the organization you are working in. Switch to another organization first.',
  hasUsers: 'This organization still has users',
  /** Ours: its orders, tickets and payments are its accounts and its visitors' tickets; deleting would take them along. */
  hasOrders: 'This organization has orders: its orders, tickets and payments are kept, so it cannot be deleted',
} as const;

/** What a field's rule answers where the rule is the contracts' own (zod's wording replaced, server lib/zod-messages.ts). */
export const FIELD_MESSAGES = {
  /** {0}: the values allowed, comma separated. */
  mustBeOneOf: 'Must be one of {0}',
  mustBeWholeNumber: 'Must be a whole number',
  /** Ours: the HOLD_MINUTES setting (a cart's seats are held this long). */
  holdMinutes: 'Must be a whole number of minutes from 1 to 1440',
  /** Ours: an amount kept in a setting (EAN_AUTO_LIMIT), as the API keeps amounts. */
  amountInMinorUnits: 'Must be an amount in øre or cents: a whole number, 0 or more',
  /** {0}: the most characters the text may have. */
  atMostCharacters: 'At most {0} characters',
  /** {0}: the type expected (string, number, boolean, object, array). */
  mustBeType: 'Must be a {0}',
  /** {0}: the fields nobody asked for. */
  unknownField: 'Unknown field {0}',
  date: 'Must be a date (yyyy-MM-dd)',
  httpsUrl: 'Must be an https URL',
  origin: 'Must be an origin such as https://museum.example',
  trueOrFalse: 'Must be true or false',
  toBeforeFrom: 'To must not be before from',
  atLeastOneStatus: 'Choose at least one status',
  configurationNamePattern: 'Use capital letters, digits and _ (for example OPENING_HOURS)',
  notificationTooLong: 'Max 140 characters',
  recipientRequired: 'At least one email or sms recipient must be selected',
  notAMember: 'Every recipient must be a user of this organization',
  /** Ours: an SMS recipient whose user has no phone (none would arrive). */
  smsNeedsPhone: 'Only people with a phone number can be told by SMS',
  /** Ours: a "New order" recipient whose roles do not let them see orders (the mail names the buyer and what they bought). */
  cannotSeeOrders: 'Only people who can see orders can be told of new orders',
} as const;
