import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurationApi, eventsApi, ordersApi, usersApi } from '@foyer/contracts';
import { apiCall, apiFile, ApiError, apiUpload, filenameFromDisposition } from './api-client';
import { sessionLapse } from './session-lapse';

describe('apiCall', () => {
  afterEach(() => vi.unstubAllGlobals());
  const stubFetch = (response: () => Response) => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => response());
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it("fills and encodes the endpoint's path, adds the query and sends the method and JSON body", async () => {
    const fetch = stubFetch(() => Response.json({ name: 'a/b', value: 'x' }));
    await expect(apiCall(configurationApi.update, { params: { name: 'a/b c' }, body: { value: 'x' } })).resolves.toEqual({
      name: 'a/b',
      value: 'x',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/configuration/a%2Fb%20c');
    expect(init).toMatchObject({ method: 'PUT', body: '{"value":"x"}', credentials: 'same-origin' });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');

    await apiCall(eventsApi.series, { params: { id: 'e1' }, query: { page: 2, size: 20, status: undefined } });
    expect(fetch.mock.calls[1]![0]).toBe('/api/events/e1/series?page=2&size=20');
  });

  it('sends {} to a POST without a body and nothing with a DELETE', async () => {
    const fetch = stubFetch(() => Response.json({ ok: true }));
    await apiCall(ordersApi.resend, { params: { orderId: 'o1' } });
    await apiCall(usersApi.delete, { params: { userId: 'u1' } });
    expect(fetch.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/orders/o1/resend', 'POST', '{}'],
      ['/api/users/u1', 'DELETE', undefined],
    ]);
  });

  it('refuses to call with a missing path value, and reads refusals as ApiError', async () => {
    const fetch = stubFetch(() => Response.json({ error: { code: 'not_found', message: 'Order not found' } }, { status: 404 }));
    await expect(apiCall(ordersApi.get, { params: { orderId: '' } })).rejects.toThrow('no value for orderId');
    expect(fetch).not.toHaveBeenCalled();
    const refused = await apiCall(ordersApi.get, { params: { orderId: 'o1' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, code: 'not_found', message: 'Order not found' });
  });

  it('uploads a file as the raw body and downloads a file answer', async () => {
    const fetch = stubFetch(() => Response.json({ userId: 'u1' }));
    fetch.mockImplementationOnce(async () => Response.json({ userId: 'u1' }));
    fetch.mockImplementationOnce(async () => new Response('xlsx', { headers: { 'content-disposition': 'attachment; filename="t.xlsx"' } }));
    const image = new Blob(['img'], { type: 'image/png' });
    await apiUpload(usersApi.putAvatar, { params: { userId: 'u1' } }, image);
    expect(fetch.mock.calls[0]![0]).toBe('/api/users/u1/avatar');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'PUT', body: image });
    const file = await apiFile(ordersApi.download, { query: { from: '2026-01-01', to: '2026-01-31' } }, 'x.xlsx');
    expect(fetch.mock.calls[1]![0]).toBe('/api/orders/download?from=2026-01-01&to=2026-01-31');
    expect(file.filename).toBe('t.xlsx');
  });
});

describe('a lapsed session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionLapse.forget();
  });
  const answer = (status: number, reason: string) =>
    vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'unauthenticated', message: 'x', reason } }, { status }));

  it('is noticed from a "sign in" refusal of any call, told once, and forgotten on sign-in', async () => {
    const heard = vi.fn();
    const stop = sessionLapse.subscribe(heard);
    answer(401, 'request.signIn');
    await expect(apiCall(usersApi.get, { params: { userId: 'u1' } })).rejects.toBeInstanceOf(ApiError);
    await expect(apiFile(ordersApi.tickets, { params: { orderId: 'o1' } }, 'tickets.pdf')).rejects.toBeInstanceOf(ApiError);
    expect(sessionLapse.hasLapsed()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    sessionLapse.forget();
    expect(sessionLapse.hasLapsed()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is not a wrong password, nor a refusal of another kind', async () => {
    answer(401, 'common.incorrectCredentials');
    await expect(apiCall(usersApi.get, { params: { userId: 'u1' } })).rejects.toBeInstanceOf(ApiError);
    answer(403, 'request.forbidden');
    await expect(apiCall(usersApi.get, { params: { userId: 'u1' } })).rejects.toBeInstanceOf(ApiError);
    expect(sessionLapse.hasLapsed()).toBe(false);
  });
});

describe('filenameFromDisposition', () => {
  it('takes the name the server gives, the encoded one first', () => {
    expect(filenameFromDisposition('attachment; filename="offline-tickets-1042.pdf"', 'x.pdf')).toBe('offline-tickets-1042.pdf');
    expect(filenameFromDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'M%C3%B8ns%20Klint.pdf', 'x.pdf')).toBe(
      'Møns Klint.pdf',
    );
    expect(filenameFromDisposition('attachment; filename=plain.pdf', 'x.pdf')).toBe('plain.pdf');
  });
  it('falls back without a usable name, and keeps no folders', () => {
    expect(filenameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
    expect(filenameFromDisposition('attachment', 'x.pdf')).toBe('x.pdf');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('passwd');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'x.pdf')).toBe('x.pdf');
  });
});
