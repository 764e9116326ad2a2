const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

const uuidsIn = (text: string) => (text.match(UUID) ?? []).map((id) => id.toLowerCase());

/** The path of a pasted link, or null when the text is no link (a bare id, say). */
function pathOf(text: string): string | null {
  try {
    return new URL(text).pathname;
  } catch {
    // A path without the host, as copied from the address bar's middle: /events/…/series.
    return text.startsWith('/') ? text.split(/[?#]/)[0]! : null;
  }
}

/**
 * The event or occurrence id in what staff paste: the id itself, or a back-office link such as
 * https://…/events/<id> or /events/<parentId>/series. The path's last id wins, so a shop link's
 * `?orgId=` is not taken for the event; with no id in the path, the text's first.
 */
export function eventIdIn(pasted: string): string | null {
  const text = pasted.trim();
  if (!text) return null;
  const path = pathOf(text);
  const inPath = path ? uuidsIn(path) : [];
  return inPath.at(-1) ?? uuidsIn(text)[0] ?? null;
}
