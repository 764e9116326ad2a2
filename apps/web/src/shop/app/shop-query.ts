/** SPEC §2 query parameters of the embedded shop. Unknown ones are ignored. */
export interface ShopQuery {
  orgId: string | null;
  /** A cart id handed over by the host page (e.g. from its cart badge). */
  cId: string | null;
  /** The host page the shop sits in, for a way back after paying. */
  parentUrl: string | null;
  la: string | null;
  category: string | null;
  sort: 'date' | 'name' | null;
  /** The language filter of the event list. */
  laF: string | null;
  venue: string | null;
  parentPageId: string | null;
  showOnly: string | null;
  schoolClassId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, 500) : null;
};
const id = (params: URLSearchParams, name: string): string | null => {
  const value = text(params, name);
  return value && UUID.test(value) ? value.toLowerCase() : null;
};

export function parseShopQuery(search: string): ShopQuery {
  const params = new URLSearchParams(search);
  const sort = text(params, 'sort');
  return {
    orgId: id(params, 'orgId'),
    cId: id(params, 'cId'),
    parentUrl: httpUrl(text(params, 'parentUrl')),
    la: text(params, 'la'),
    category: text(params, 'category'),
    sort: sort === 'date' || sort === 'name' ? sort : null,
    laF: text(params, 'laF'),
    venue: id(params, 'venue'),
    parentPageId: text(params, 'parentPageId'),
    showOnly: text(params, 'showOnly'),
    schoolClassId: id(params, 'schoolClassId'),
  };
}

/** Only http(s) addresses are offered as links back to the host page. */
function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Parameters every link inside the shop keeps, so the museum and the language stay chosen. */
const STICKY = ['orgId', 'la', 'parentUrl', 'parentPageId'] as const;

/** `path?orgId=…&la=…` plus `extra` (null or empty values are left out). */
export function withQuery(path: string, query: ShopQuery, extra: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const name of STICKY) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** showOnly (embed4): a comma-separated list of event ids to list, nothing else. */
export function showOnlyIds(query: ShopQuery): Set<string> | null {
  if (!query.showOnly) return null;
  const ids = query.showOnly
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => UUID.test(part));
  return ids.length > 0 ? new Set(ids) : null;
}
