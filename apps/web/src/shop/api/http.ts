import type { EndpointInput, EndpointResponse, JsonEndpoint } from '@foyer/contracts';

/** A refusal's stable reason (the contracts' catalogue) and the values of its text's placeholders. */
export interface RefusalReason {
  reason: string;
  params?: string[];
  /** The server's English words, shown where the shop has none of its own for the reason. */
  text?: string;
}

/** The shop's fetch: JSON in and out (bodies as SPEC §7's application/internal+json), every failure an ApiError with the server's code, fields and reasons. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Why, as the server's reason, which the shop words (null: no error body of ours). */
    readonly why: RefusalReason | null = null,
    readonly fieldReasons: Record<string, RefusalReason> = {},
  ) {
    super(message);
  }
}

/** What to tell the visitor about a refusal: its reason, or its first field's. */
export const reasonOfRefusal = (error: ApiError, preferField = false): RefusalReason | string => {
  const [path] = Object.keys(error.fields);
  if (preferField && path !== undefined) {
    const text = error.fields[path]!;
    const reason = error.fieldReasons[path];
    return reason ? { ...reason, text } : text;
  }
  return error.why ? { ...error.why, text: error.message } : error.message;
};

/** Status 0: the request never got an answer (offline, blocked). */
export const NETWORK_ERROR = 0;

export async function requestJson<T>(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/internal+json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A read goes as shop.html's hints ask (crossorigin="anonymous", server plugins/shop-preloads.ts),
      // or the browser would fetch it twice; the public API reads no cookie either way. A change sends none.
      credentials: method === 'GET' ? 'same-origin' : 'omit',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 'network', 'Network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (
      payload as {
        error?: {
          code?: string;
          message?: string;
          fields?: Record<string, string>;
          reason?: string;
          params?: string[];
          fieldReasons?: Record<string, RefusalReason>;
        };
      } | null
    )?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'unknown',
      error?.message ?? response.statusText,
      error?.fields ?? {},
      error?.reason ? { reason: error.reason, ...(error.params ? { params: error.params } : {}) } : null,
      error?.fieldReasons ?? {},
    );
  }
  return payload as T;
}

/**
 * Calls a public endpoint of `@foyer/contracts` taken as a type only (its runtime would bring zod
 * into the shop): the method and path are spelled at the call, and the compiler holds them, the
 * input and the answer to the contract's. Path values are encoded; empty query values left out.
 */
export function callEndpoint<E extends JsonEndpoint>(
  method: E['method'],
  path: E['path'],
  input: EndpointInput<E>,
  headers: Record<string, string> = {},
): Promise<EndpointResponse<E>> {
  const values = (input.params ?? {}) as Record<string, string>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return requestJson(method as 'GET' | 'PUT' | 'POST', query ? `${filled}?${query}` : filled, input.body, headers);
}
