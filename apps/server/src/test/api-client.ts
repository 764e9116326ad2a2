import type { UserRow } from '../modules/users/index.js';
import type { TestApp } from './test-app.js';

/** The password the factories give every account they make. */
export const TEST_PASSWORD = 'correct-horse-42';

/**
 * Calls through the real app as a browser would make them: the session cookie of whoever is
 * signed in, and on unsafe methods the `Origin` of our own PUBLIC_URL (the app refuses a foreign
 * one). Answers come back read: status, parsed JSON, body text, headers and cookies.
 *
 *   const admin = await signedInUser(t, ['OrganizationAdmin']);   // factories.ts: a new account
 *   const guide = await as(t, someUser);                         // an account made before
 *   const users = await admin.get<TPaged<TUser>>('/api/users');
 *   expect(users.status).toBe(200);
 *   await anonymous(t).post('/api/auth/logout');
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A body read without naming its type, as light-my-request's `json()` reads it: tests look into
 * answers freely. Name the contract's type (`admin.get<TUser>(…)`) where it helps.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped default, as above
type Loose = any;

/** A read answer. `json` is the parsed body, or undefined when the body is not JSON. */
export interface Answer<T = Loose> {
  status: number;
  json: T;
  /** The body as text (for a failing assertion's message, or a file). */
  body: string;
  /** The body as bytes (an image, a PDF). */
  bytes: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
  /** Cookies the answer sets, by name (a sign-in's session, a logout's clearing). */
  cookies: Record<string, string>;
}

export interface RequestOptions {
  /** Extra or replacing headers (`origin: 'https://elsewhere.example'`, `x-lang: 'da'`). */
  headers?: Record<string, string>;
  /** A body that is not JSON (an image upload): sent as given, with the headers' content-type. */
  raw?: Buffer | string;
  /** The socket's address the call comes from (per-address limits); light-my-request's default otherwise. */
  remoteAddress?: string;
}

export interface ApiClient {
  get<T = Loose>(url: string, options?: RequestOptions): Promise<Answer<T>>;
  post<T = Loose>(url: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  put<T = Loose>(url: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  patch<T = Loose>(url: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  delete<T = Loose>(url: string, options?: RequestOptions): Promise<Answer<T>>;
  request<T = Loose>(method: Method, url: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
}

/** A signed-in person: their calls, their account, organisation and cookie header. */
export interface SignedIn extends ApiClient {
  user: UserRow;
  orgId: string;
  /** `foyer_session=…`, for the few calls made another way (a server process, a raw inject). */
  cookie: string;
}

const read = <T>(response: Awaited<ReturnType<TestApp['app']['inject']>>): Answer<T> => {
  let json: T;
  try {
    json = response.json() as T;
  } catch {
    json = undefined as T;
  }
  return {
    status: response.statusCode,
    json,
    body: response.body,
    bytes: response.rawPayload,
    headers: response.headers,
    cookies: Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value])),
  };
};

/** The client's verbs, each a `request` with its method. */
const byMethod = (request: ApiClient['request']): ApiClient => ({
  request,
  get: (url, options) => request('GET', url, undefined, options),
  post: (url, body, options) => request('POST', url, body, options),
  put: (url, body, options) => request('PUT', url, body, options),
  patch: (url, body, options) => request('PATCH', url, body, options),
  delete: (url, options) => request('DELETE', url, undefined, options),
});

/** Calls with `cookie` (a session) or none. */
export function apiClient(t: TestApp, cookie?: string): ApiClient {
  const request = async <T>(method: Method, url: string, body?: unknown, options: RequestOptions = {}) => {
    const headers: Record<string, string> = {
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin: t.config.publicUrl }),
      ...options.headers,
    };
    const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined && options.raw === undefined) headers['content-type'] ??= 'application/json';
    const from = options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress };
    return read<T>(await t.app.inject({ method, url, headers, ...from, ...(payload === undefined ? {} : { payload }) }));
  };
  return byMethod(request);
}

/** Calls without a session. */
export const anonymous = (t: TestApp): ApiClient => apiClient(t);

/** Signs `email` in through the real endpoint; throws when that fails, so a test never runs as nobody. */
export async function sessionCookie(t: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const answer = await anonymous(t).post('/api/auth/login', { email, password });
  const session = answer.cookies.foyer_session;
  if (answer.status !== 200 || !session) throw new Error(`sign-in failed for ${email}: ${answer.status} ${answer.body}`);
  return `foyer_session=${session}`;
}

/** An existing account, signed in (with the factories' password unless another is given). */
export async function as(t: TestApp, user: UserRow, password = TEST_PASSWORD): Promise<SignedIn> {
  const cookie = await sessionCookie(t, user.email, password);
  return { ...apiClient(t, cookie), user, orgId: user.orgId, cookie };
}

/** A shopper's options: the language the shop runs in (its `x-lang`), when a call should carry one. */
export interface ShopperOptions {
  language?: string;
}

/**
 * A visitor in the embedded shop of `orgId`, calling the public API as `apps/web/src/shop/api` does:
 * no session, the organisation as `?orgId=` on every URL (one already naming an `orgId` keeps its
 * own, to ask as another museum's shop), and bodies as SPEC §7's `application/internal+json`.
 *
 *   const visitor = shopper(t, orgId);
 *   const cart = await visitor.put<TCart>('/api/public/carts', { cartId: null, language: 'en', event });
 */
export function shopper(t: TestApp, orgId: string, { language }: ShopperOptions = {}): ApiClient {
  const client = apiClient(t);
  const request = <T>(method: Method, url: string, body?: unknown, options: RequestOptions = {}) => {
    const withOrg = /[?&]orgId=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}orgId=${orgId}`;
    const headers = {
      ...(body === undefined ? {} : { 'content-type': 'application/internal+json' }),
      ...(language === undefined ? {} : { 'x-lang': language }),
      ...options.headers,
    };
    return client.request<T>(method, withOrg, body, { ...options, headers });
  };
  return byMethod(request);
}
