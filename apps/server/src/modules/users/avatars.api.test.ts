import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, USER_MESSAGES } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { avatarKey } from './avatars.service.js';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

describe('avatars API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let guide: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    guide = await signedInUser(t, ['Guide'], admin.orgId);
  });
  afterAll(() => t.close());

  const upload = (userId: string, body: Buffer | string, contentType: string, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/avatar`,
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      payload: body,
    });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const remove = (userId: string, cookie?: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/${userId}/avatar`, headers: cookie ? { cookie } : {} });

  it('turns your own PNG into a JPEG of at most 512×512, keeping the aspect ratio', async () => {
    const response = await upload(guide.user.userId, await image(1200, 800, 'png'), 'image/png', guide.cookie);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user.userId).toBe(guide.user.userId);
    expect(user.avatarUrl).toMatch(new RegExp(`^/api/users/${guide.user.userId}/avatar\\?v=\\d+$`));

    // Any signed-in member of the organisation can see it.
    const read = await get(user.avatarUrl, admin.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(read.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512 });
    expect(metadata.height).toBeGreaterThanOrEqual(341);
    expect(metadata.height).toBeLessThanOrEqual(342);

    const stored = await t.ctx.storage.get(avatarKey(admin.orgId, guide.user.userId));
    expect(stored?.equals(read.rawPayload)).toBe(true);
    const summaries = (await get('/api/users/avatars', guide.cookie)).json();
    expect(summaries.find((entry: { userId: string }) => entry.userId === guide.user.userId).avatarUrl).toBe(user.avatarUrl);
  });

  it('never enlarges, and fits tall pictures by their height', async () => {
    const small = await upload(admin.user.userId, await image(100, 80, 'jpeg'), 'image/jpeg', admin.cookie);
    expect(small.statusCode).toBe(200);
    expect(await sharp((await get(small.json().avatarUrl, admin.cookie)).rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 100,
      height: 80,
    });

    const tall = await upload(admin.user.userId, await image(600, 2000, 'png'), 'image/png', admin.cookie);
    const metadata = await sharp((await get(tall.json().avatarUrl, admin.cookie)).rawPayload).metadata();
    expect(metadata.height).toBe(512);
    expect(metadata.width).toBeLessThanOrEqual(154);
  });

  it('checks the content, not the claimed type', async () => {
    // Content wins over the label: a real PNG sent as image/jpeg is fine.
    expect((await upload(guide.user.userId, await image(40, 40, 'png'), 'image/jpeg', guide.cookie)).statusCode).toBe(200);

    const fakes: [string, Buffer | string][] = [
      ['text sent as image/png', 'just some text, honestly an image'],
      ['a GIF', await image(40, 40, 'gif')],
      ['a WebP', await image(40, 40, 'webp')],
      ['a truncated JPEG', (await image(400, 400, 'jpeg')).subarray(0, 300)],
      ['an empty body', Buffer.alloc(0)],
    ];
    for (const [what, body] of fakes) {
      const response = await upload(guide.user.userId, body, 'image/png', guide.cookie);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().error.fields, what).toEqual({ avatar: USER_MESSAGES.avatarNotImage });
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${guide.user.userId}/avatar`,
      headers: { cookie: guide.cookie },
      payload: { avatar: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.fields).toEqual({ avatar: USER_MESSAGES.avatarNotImage });
  });

  it('refuses a body over 10 MB with 413 before reading it', async () => {
    const response = await upload(guide.user.userId, Buffer.alloc(11 * 1024 * 1024, 1), 'image/png', guide.cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    // Exactly at the limit is still read (and then judged by content).
    expect((await upload(guide.user.userId, Buffer.alloc(AVATAR_MAX_BYTES, 1), 'image/png', guide.cookie)).statusCode).toBe(400);
  });

  it("lets administrators change someone's picture, but not others", async () => {
    const png = await image(64, 64, 'png');
    expect((await upload(guide.user.userId, png, 'image/png', admin.cookie)).statusCode).toBe(200);
    const forbidden = await upload(admin.user.userId, png, 'image/png', guide.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect((await remove(admin.user.userId, guide.cookie)).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const png = await image(16, 16, 'png');
    expect((await upload(guide.user.userId, png, 'image/png')).statusCode).toBe(401);
    expect((await get(`/api/users/${guide.user.userId}/avatar`)).statusCode).toBe(401);
    expect((await remove(guide.user.userId)).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's user, and for a bad id 400", async () => {
    const other = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    await upload(other.user.userId, await image(32, 32, 'png'), 'image/png', other.cookie);
    expect((await get(`/api/users/${other.user.userId}/avatar`, admin.cookie)).statusCode).toBe(404);
    expect((await upload(other.user.userId, await image(32, 32, 'png'), 'image/png', admin.cookie)).statusCode).toBe(404);
    expect((await remove(other.user.userId, admin.cookie)).statusCode).toBe(404);
    // Still there for its own organisation.
    expect((await get(`/api/users/${other.user.userId}/avatar`, other.cookie)).statusCode).toBe(200);
    expect((await get('/api/users/nope/avatar', admin.cookie)).json().error.fields).toHaveProperty('params.userId');
  });

  it('removes a picture: the file goes, the URL goes, reading answers 404', async () => {
    const user = await signedInUser(t, ['Admin'], admin.orgId);
    await upload(user.user.userId, await image(50, 50, 'jpeg'), 'image/jpeg', user.cookie);
    expect((await get(`/api/users/${user.user.userId}/avatar`, user.cookie)).statusCode).toBe(200);

    const removed = await remove(user.user.userId, user.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatarUrl).toBeNull();
    expect(await t.ctx.storage.get(avatarKey(admin.orgId, user.user.userId))).toBeNull();
    expect((await get(`/api/users/${user.user.userId}/avatar`, user.cookie)).statusCode).toBe(404);
    // Removing again is harmless.
    expect((await remove(user.user.userId, user.cookie)).statusCode).toBe(200);
  });
});
