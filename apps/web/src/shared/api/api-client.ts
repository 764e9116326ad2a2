import {
  endpointUrl,
  type Endpoint,
  type EndpointArgs,
  type EndpointInput,
  type EndpointResponse,
  type ErrorCode,
  type JsonEndpoint,
  type ReasonId,
  type TErrorBody,
} from '@foyer/contracts';
import { sessionLapse } from './session-lapse';

/** A refusal's stable reason (the contracts' catalogue) and the values of its text's placeholders. */
export interface RefusalReason {
  reason: string;
  params?: string[];
}

/** An API failure with the server's code, message and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds to wait before trying again, from a 429's Retry-After. */
    readonly retryAfter: number | null = null,
    /** Why, as the server's reason: what the page translates (null: no error body of ours). */
    readonly why: RefusalReason | null = null,
    /** Each field's reason, by the same paths as `fields`. */
    readonly fieldReasons: Record<string, RefusalReason> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The language the page is shown in (i18n/setup keeps it on <html lang>), sent as `x-lang` so the
 * server names events in it where it names them for reading (the scanner, for one).
 */
const pageLanguage = (): Record<string, string> => {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'x-lang': language } : {};
};

async function request<T>(method: Method, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...pageLanguage(), ...(init.headers as Record<string, string>) };
  let payload: BodyInit | undefined;
  if (body instanceof Blob) {
    payload = body;
    headers['content-type'] = body.type;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(path, { ...init, method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  if (response.ok) {
    sessionLapse.answer();
    if (response.status === 204) return undefined as T;
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError(response.status, 'internal', 'Failed to parse server response');
    }
  }
  throw await apiErrorOf(response);
}

/** The server's reason when a call needs a session and has none (a wrong password has another). */
const SIGN_IN: ReasonId = 'request.signIn';

/** A failed answer as an ApiError: our JSON error body when there is one. */
async function apiErrorOf(response: Response): Promise<ApiError> {
  let error: TErrorBody['error'] | undefined;
  try {
    error = ((await response.json()) as TErrorBody).error;
  } catch {
    // Not our JSON error body: a proxy or a crash.
  }
  if (response.status === 401 && error?.reason === SIGN_IN) sessionLapse.notice();
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    error?.code ?? 'internal',
    error?.message ?? 'Server error',
    error?.fields ?? {},
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    error?.reason ? { reason: error.reason, ...(error.params ? { params: error.params } : {}) } : null,
    error?.fieldReasons ?? {},
  );
}

/** A file the server answered with (a PDF, a spreadsheet), and the name it gave it. */
export interface FetchedFile {
  blob: Blob;
  filename: string;
  headers: Headers;
}

/**
 * SPEC §7's file download helper: fetches an answer as a binary file. A refusal is still our JSON
 * error body, read into the same ApiError as every other call.
 */
/** Bytes received so far and the whole size when the server said it (null when it did not). */
export type DownloadProgress = (received: number, total: number | null) => void;

async function fetchFile(
  method: Method,
  path: string,
  fallbackName: string,
  body?: unknown,
  onProgress?: DownloadProgress,
): Promise<FetchedFile> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { accept: '*/*', ...pageLanguage(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  if (!response.ok) throw await apiErrorOf(response);
  sessionLapse.answer();
  return {
    blob: await readBody(response, onProgress),
    filename: filenameFromDisposition(response.headers.get('content-disposition'), fallbackName),
    headers: response.headers,
  };
}

/** The answer's bytes, reporting each chunk as it arrives when asked to (a large xlsx or PDF). */
async function readBody(response: Response, onProgress?: DownloadProgress): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received, total);
    }
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

/** The address of a call: the endpoint's path filled from `params`, and the query. */
export const urlOf = <E extends Endpoint>(endpoint: E, input: Pick<EndpointInput<E>, 'params' | 'query'> = {}) =>
  endpointUrl(endpoint.path, input.params, input.query);

/** A body for POST and PUT ({} when the endpoint takes none, as the server expects JSON there). */
const bodyOf = (endpoint: Endpoint, body: unknown) => (endpoint.method === 'POST' || endpoint.method === 'PUT' ? (body ?? {}) : undefined);

/**
 * Calls an endpoint of `@foyer/contracts`: its path filled and encoded, the query and body as its
 * schemas take them, and its response's type. The answer is not parsed again here: the server
 * has already checked it against the same schema before sending it (fastify-type-provider-zod's
 * serializer), and parsing would put every schema's code in the page's chunks.
 */
export async function apiCall<E extends JsonEndpoint>(endpoint: E, ...[input]: EndpointArgs<E>): Promise<EndpointResponse<E>> {
  const given = (input ?? {}) as EndpointInput<E>;
  return request<EndpointResponse<E>>(endpoint.method, urlOf(endpoint, given), bodyOf(endpoint, given.body));
}

/** Sends a file as the raw body of an upload endpoint (`consumes`). */
export async function apiUpload<E extends JsonEndpoint>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params'>,
  file: Blob,
): Promise<EndpointResponse<E>> {
  return request<EndpointResponse<E>>(endpoint.method, urlOf(endpoint, input), file);
}

/**
 * Calls an endpoint whose answer is a file (`produces`); `fallbackName` when the server names none.
 * `onProgress` hears of each chunk of a large file (the download button shows it).
 */
export async function apiFile<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
  onProgress?: DownloadProgress,
): Promise<FetchedFile> {
  return fetchFile(endpoint.method, urlOf(endpoint, input), fallbackName, input.body, onProgress);
}

/** The file name of a download from its content-disposition (filename* first), else the fallback. */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      const decoded = decodeURIComponent(extended[1]!.trim());
      if (decoded) return safeName(decoded, fallback);
    } catch {
      // A broken encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name ? safeName(name, fallback) : fallback;
}

/** No folders in a saved file's name. */
const safeName = (name: string, fallback: string) => name.split(/[\\/]/).pop()?.trim() || fallback;

/** Hands a fetched file to the browser as a download. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the address is freed a little later to be safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
