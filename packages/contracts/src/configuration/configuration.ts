import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../common/primitives.js';
import { MESSAGES, FIELD_MESSAGES } from '../common/errors.js';

/** The built-in settings the embedded shop reads (SPEC §3); the public configuration list holds these only. */
export const PUBLIC_CONFIGURATION_NAMES = ['CURRENCY', 'LANGUAGE', 'MARKETING', 'RETURN_POLICY', 'MARKETING_ORGANISATION_NAME'] as const;
/**
 * Built-in settings, typed: the shop's, and the sale rules only the server reads (a cart's hold
 * time; whether an Institution's EAN order waits for staff, and up to what total it need not).
 */
export const KNOWN_CONFIGURATION_NAMES = [...PUBLIC_CONFIGURATION_NAMES, 'HOLD_MINUTES', 'EAN_APPROVAL', 'EAN_AUTO_LIMIT'] as const;
export type KnownConfigurationName = (typeof KNOWN_CONFIGURATION_NAMES)[number];

/** EAN_APPROVAL: staff approve every Institution order, or orders up to EAN_AUTO_LIMIT are issued at once. */
export const EAN_APPROVAL_MODES = ['Manual', 'Automatic'] as const;
/** HOLD_MINUTES' range, as the shop's hold reads it (domain cart/hold-expiry). */
export const HOLD_MINUTES_RANGE = { min: 1, max: 24 * 60 } as const;

/** Characters a value may not contain: markup, script and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is forbidden
export const FORBIDDEN_VALUE_CHARACTERS = /[<>{}`\\;\u0000-\u001f\u007f]/;
export const CONFIGURATION_NAME_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;

const booleanText = z.enum(['true', 'false'], { message: FIELD_MESSAGES.trueOrFalse });
/** Typed values of the known names; any other name takes free text. */
export const KNOWN_CONFIGURATION_VALUES: Record<KnownConfigurationName, z.ZodType<string>> = {
  CURRENCY: z.enum(CURRENCIES, { message: `Must be one of ${CURRENCIES.join(', ')}` }),
  LANGUAGE: z.enum(LANGUAGES, { message: `Must be one of ${LANGUAGES.join(', ')}` }),
  MARKETING: booleanText,
  RETURN_POLICY: booleanText,
  MARKETING_ORGANISATION_NAME: z.string().min(1, MESSAGES.required).max(120),
  HOLD_MINUTES: z
    .string()
    .refine(
      (value) => /^\d{1,4}$/.test(value) && Number(value) >= HOLD_MINUTES_RANGE.min && Number(value) <= HOLD_MINUTES_RANGE.max,
      FIELD_MESSAGES.holdMinutes,
    ),
  EAN_APPROVAL: z.enum(EAN_APPROVAL_MODES, { message: `Must be one of ${EAN_APPROVAL_MODES.join(', ')}` }),
  // Minor units, as every amount of the API; at most 999,999,999.99 (what the amount fields take).
  EAN_AUTO_LIMIT: z.string().regex(/^\d{1,11}$/, FIELD_MESSAGES.amountInMinorUnits),
};

export const ZConfigurationItem = z.object({ name: z.string(), value: z.string() });
export type TConfigurationItem = z.infer<typeof ZConfigurationItem>;

/** Surrounding spaces are dropped, so a value of spaces is the empty value its rule reads (a walk saved a blank sender). */
const ZValue = z
  .string({ message: MESSAGES.required })
  .trim()
  .max(1000)
  .refine((value) => !FORBIDDEN_VALUE_CHARACTERS.test(value), MESSAGES.settingInvalid);

export const isKnownConfigurationName = (name: string): name is KnownConfigurationName =>
  (KNOWN_CONFIGURATION_NAMES as readonly string[]).includes(name);

/** Why `value` does not fit the typed rule of a known name, or null when it fits (or the name is free text). */
export function configurationValueError(name: string, value: string): string | null {
  if (!isKnownConfigurationName(name)) return null;
  const result = KNOWN_CONFIGURATION_VALUES[name].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

const checkKnownValue = (item: { name: string; value: string }, ctx: z.RefinementCtx) => {
  const message = configurationValueError(item.name, item.value);
  if (message) ctx.addIssue({ code: 'custom', path: ['value'], message });
};

export const ZConfigurationCreate = z
  .object({
    name: z
      .string({ message: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .toUpperCase()
      .refine((name) => CONFIGURATION_NAME_PATTERN.test(name), FIELD_MESSAGES.configurationNamePattern),
    value: ZValue,
  })
  .superRefine(checkKnownValue);

export const ZConfigurationUpdate = z.object({ value: ZValue });
export const ZConfigurationNameParams = z.object({ name: z.string().min(1).max(64) });
export { checkKnownValue as checkConfigurationValue };
