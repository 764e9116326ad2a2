import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The events list's title filter finds "Entré" by "entre" and "ENTRÉ": a name and what staff typed
 * are compared without case and accents. PostgreSQL's lower() leaves letters beyond ASCII as they
 * are under the C locale (PGlite's), and unaccent is not in every database we run on, so the
 * database side folds with translate() over the letters below, made plain the same way this side
 * folds what was typed.
 */
const ACCENTED = 'ÁÀÂÄÃÅĀáàâäãåāÉÈÊËĒéèêëēÍÌÎÏíìîïÓÒÔÖÕŌóòôöõōÚÙÛÜŪúùûüūÝýÿÑñÇçČčŠšŽžÆæØø';
const PLAIN = foldTitle(ACCENTED);

/** Lower case without accents: "Entré" → "entre"; Danish æ and ø stay letters of their own. */
export function foldTitle(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The letters the database folds, and what each becomes (one for one). */
export const TITLE_FOLDING = { from: ACCENTED, to: PLAIN } as const;

/** Some name of the event, in any of its languages, holds what was typed (not its languages' codes). */
export function titleMatches(names: AnyColumn, typed: string): SQL {
  const pattern = `%${foldTitle(typed).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`exists (select 1 from jsonb_each_text(${names}) as name (language, text)
    where translate(lower(name.text), ${ACCENTED}, ${PLAIN}) like ${pattern})`;
}
