/** The shop's fetch: JSON in and out (bodies as SPEC §7's application/internal+json), every failure an ApiError with the server's code and fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

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
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 'network', 'Network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'unknown', error?.message ?? response.statusText, error?.fields ?? {});
  }
  return payload as T;
}
