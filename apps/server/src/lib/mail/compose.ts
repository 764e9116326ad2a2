import { translate, type Locale } from '@foyer/i18n';
import type { MailPayload } from '../../db/schema/outbox.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Two full stops in a row become one; an ellipsis ("...") stays. */
export const oneFullStop = (text: string) => text.replace(/(?<!\.)\.\.(?!\.)/g, '.');

/**
 * A plain mail in the recipient's language: greeting, paragraphs, an optional link, signature.
 * Texts come from the same catalogues as the web app.
 */
export function composeMail(options: {
  to: string;
  locale: Locale;
  name: string;
  subjectKey: string;
  /** A key, or a key with values of its own (one paragraph per donation, say). */
  paragraphKeys: (string | { key: string; params: Record<string, string> })[];
  params?: Record<string, string>;
  link?: string;
  afterLinkKeys?: string[];
  /** Who signs: a museum's mail to its visitors is signed by the museum, not by the platform. */
  signedBy?: string;
}): MailPayload {
  // An amount that ends in its own full stop ("125,00 kr.") at a sentence's end would read "kr..".
  const t = (key: string, own: Record<string, string> = {}) =>
    oneFullStop(translate(options.locale, key, { name: options.name, ...options.params, ...own }));
  const before = options.paragraphKeys.map((paragraph) =>
    typeof paragraph === 'string' ? t(paragraph) : t(paragraph.key, paragraph.params),
  );
  const after = (options.afterLinkKeys ?? []).map((key) => t(key));
  const greeting = t('mail.greeting');
  const signature = options.signedBy ? t('mail.signatureBy', { signedBy: options.signedBy }) : t('mail.signature');
  const text = [greeting, ...before, ...(options.link ? [options.link] : []), ...after, signature].join('\n\n');
  // A paragraph's own `link` (a tour's page, say) is a link in the HTML too, not text to copy.
  const paragraphHtml = (paragraph: (typeof options.paragraphKeys)[number], text: string) => {
    const link = typeof paragraph === 'string' ? undefined : paragraph.params.link;
    const escaped = escapeHtml(text);
    return link ? escaped.replace(escapeHtml(link), () => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`) : escaped;
  };
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...before.map((p, index) => `<p>${paragraphHtml(options.paragraphKeys[index]!, p)}</p>`),
    ...(options.link ? [`<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>`] : []),
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
  ].join('\n');
  return { to: options.to, subject: t(options.subjectKey), text, html };
}
