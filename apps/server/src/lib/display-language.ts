import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@foyer/contracts';
import type { Actor } from './actor.js';

/**
 * The language the page that called is shown in (its `x-lang` header), else the staff member's
 * profile language. The back office sends its current language with every call: a desk that
 * switched the page to Danish reads event names in Danish although the profile says English.
 */
export function displayLanguage(request: FastifyRequest, actor: Pick<Actor, 'language'>): Language {
  const asked = request.headers['x-lang'];
  const language = typeof asked === 'string' ? asked.trim().toLowerCase().slice(0, 2) : '';
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : actor.language;
}

/** The actor, reading in the page's language (display names only; mails and the profile keep theirs). */
export const readingActor = (request: FastifyRequest, actor: Actor): Actor => ({ ...actor, language: displayLanguage(request, actor) });

/** A shop visitor's language: `?lang`, else the shop's `x-lang` header, else English (SPEC §1's fallback). */
export function shopLanguage(request: FastifyRequest, lang?: Language): Language {
  if (lang) return lang;
  const header = request.headers['x-lang'];
  const asked = typeof header === 'string' ? header.trim().toLowerCase().slice(0, 2) : '';
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : 'en';
}
