import { z } from 'zod';
import { MESSAGES, FIELD_MESSAGES } from './errors.js';

export const LANGUAGES = ['en', 'da', 'de', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const ZLanguage = z.enum(LANGUAGES);

export const CURRENCIES = ['DKK', 'EUR'] as const;
/** SPEC §9: prices are in DKK unless the organisation's CURRENCY says otherwise. */
export const DEFAULT_CURRENCY = 'DKK' satisfies (typeof CURRENCIES)[number];
export type Currency = (typeof CURRENCIES)[number];

/** "At most {max} characters": said on each check, as the string's own message ("Required") would otherwise answer a text too long. */
export const atMostCharacters = (max: number) => FIELD_MESSAGES.atMostCharacters.replace('{0}', String(max));
export const ZId = z.uuid({ message: 'Must be a valid id' });
export const ZEmail = z
  .string({ message: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, atMostCharacters(254))
  .pipe(z.email({ message: MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());
export const ZRequiredText = (max = 200) =>
  z.string({ message: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, atMostCharacters(max));
export const ZOptionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
/** A calendar date as yyyy-MM-dd (SPEC §9). */
export const ZDate = z.iso.date({ message: FIELD_MESSAGES.date });
export const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time (HH:mm)');
/**
 * A record's `updatedAt` as the form was filled from it, sent back with a save: when someone else
 * has saved the record since, the save is refused (409 stale_version). Optional, so a caller that
 * does not send it saves as before.
 */
export const ZSeenUpdatedAt = z.iso.datetime({ offset: true });
/** A wall-clock time on a day, read in the event's (or venue's) time zone. */
export const ZLocalDateTime = z.object({ date: ZDate, time: ZTime });
export const ZHttpsUrl = z
  .url({ message: FIELD_MESSAGES.httpsUrl })
  .refine((value) => value.startsWith('https://'), FIELD_MESSAGES.httpsUrl);
/** An origin such as https://museum.example, with no path. */
export const ZOrigin = z
  .url({ message: FIELD_MESSAGES.origin })
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && (url.pathname === '/' || url.pathname === '') && !url.search;
    } catch {
      return false;
    }
  }, FIELD_MESSAGES.origin)
  .transform((value) => new URL(value).origin);

export const CSS_MODES = ['REPLACE', 'APPEND'] as const;
export const ZCustomCss = z.object({ mode: z.enum(CSS_MODES), href: ZHttpsUrl });
export type TCustomCss = z.infer<typeof ZCustomCss>;

export const ZOk = z.object({ ok: z.literal(true) });
