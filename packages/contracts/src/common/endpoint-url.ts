/** A query value as the server's query schemas read it; null, undefined and '' are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The address of a call: each `:name` of the path filled with its encoded value, then the query
 * string (arrays as repeated names). A missing path value throws rather than call another route.
 */
export function endpointUrl(path: string, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(name, String(item)));
    else search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
