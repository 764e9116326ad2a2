import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, USER_MESSAGES } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { anonymous, type ApiClient } from '../../test/api-client.js';
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

  /** An image upload as the profile page sends it: the file's bytes, labelled with its claimed type. */
  const upload = (who: ApiClient, userId: string, body: Buffer | string, contentType: string) =>
    who.put(`/api/users/${userId}/avatar`, undefined, { raw: body, headers: { 'content-type': contentType } });

  it('turns your own PNG into a JPEG of at most 512×512, keeping the aspect ratio', async () => {
    const response = await upload(guide, guide.user.userId, await image(1200, 800, 'png'), 'image/png');
    expect(response.status).toBe(200);
    const user = response.json;
    expect(user.userId).toBe(guide.user.userId);
    expect(user.avatarUrl).toMatch(new RegExp(`^/api/users/${guide.user.userId}/avatar\\?v=\\d+$`));

    // Any signed-in member of the organisation can see it.
    const read = await admin.get(user.avatarUrl);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(read.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512 });
    expect(metadata.height).toBeGreaterThanOrEqual(341);
    expect(metadata.height).toBeLessThanOrEqual(342);

    const stored = await t.ctx.storage.get(avatarKey(admin.orgId, guide.user.userId));
    expect(stored?.equals(read.bytes)).toBe(true);
    const summaries = (await guide.get('/api/users/avatars')).json;
    expect(summaries.find((entry: { userId: string }) => entry.userId === guide.user.userId).avatarUrl).toBe(user.avatarUrl);
  });

  it('never enlarges, and fits tall pictures by their height', async () => {
    const small = await upload(admin, admin.user.userId, await image(100, 80, 'jpeg'), 'image/jpeg');
    expect(small.status).toBe(200);
    expect(await sharp((await admin.get(small.json.avatarUrl)).bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 100,
      height: 80,
    });

    const tall = await upload(admin, admin.user.userId, await image(600, 2000, 'png'), 'image/png');
    const metadata = await sharp((await admin.get(tall.json.avatarUrl)).bytes).metadata();
    expect(metadata.height).toBe(512);
    expect(metadata.width).toBeLessThanOrEqual(154);
  });

  it('checks the content, not the claimed type', async () => {
    // Content wins over the label: a real PNG sent as image/jpeg is fine.
    expect((await upload(guide, guide.user.userId, await image(40, 40, 'png'), 'image/jpeg')).status).toBe(200);

    const fakes: [string, Buffer | string][] = [
      ['text sent as image/png', 'just some text, honestly an image'],
      ['a GIF', await image(40, 40, 'gif')],
      ['a WebP', await image(40, 40, 'webp')],
      ['a truncated JPEG', (await image(400, 400, 'jpeg')).subarray(0, 300)],
      ['an empty body', Buffer.alloc(0)],
    ];
    for (const [what, body] of fakes) {
      const response = await upload(guide, guide.user.userId, body, 'image/png');
      expect(response.status, what).toBe(400);
      expect(response.json.error.fields, what).toEqual({ avatar: USER_MESSAGES.avatarNotImage });
    }
    const json = await guide.put(`/api/users/${guide.user.userId}/avatar`, { avatar: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    expect(json.json.error.fields).toEqual({ avatar: USER_MESSAGES.avatarNotImage });
  });

  it('refuses a body over 10 MB with 413 before reading it', async () => {
    const response = await upload(guide, guide.user.userId, Buffer.alloc(11 * 1024 * 1024, 1), 'image/png');
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe('payload_too_large');
    // Exactly at the limit is still read (and then judged by content).
    expect((await upload(guide, guide.user.userId, Buffer.alloc(AVATAR_MAX_BYTES, 1), 'image/png')).status).toBe(400);
  });

  it("lets administrators change someone's picture, but not others", async () => {
    const png = await image(64, 64, 'png');
    expect((await upload(admin, guide.user.userId, png, 'image/png')).status).toBe(200);
    const forbidden = await upload(guide, admin.user.userId, png, 'image/png');
    expect(forbidden.status).toBe(403);
    expect((await guide.delete(`/api/users/${admin.user.userId}/avatar`)).status).toBe(403);
  });

  it('needs a session', async () => {
    const png = await image(16, 16, 'png');
    expect((await upload(anonymous(t), guide.user.userId, png, 'image/png')).status).toBe(401);
    expect((await anonymous(t).get(`/api/users/${guide.user.userId}/avatar`)).status).toBe(401);
    expect((await anonymous(t).delete(`/api/users/${guide.user.userId}/avatar`)).status).toBe(401);
  });

  it("answers 404 for another organisation's user, and for a bad id 400", async () => {
    const other = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    await upload(other, other.user.userId, await image(32, 32, 'png'), 'image/png');
    expect((await admin.get(`/api/users/${other.user.userId}/avatar`)).status).toBe(404);
    expect((await upload(admin, other.user.userId, await image(32, 32, 'png'), 'image/png')).status).toBe(404);
    expect((await admin.delete(`/api/users/${other.user.userId}/avatar`)).status).toBe(404);
    // Still there for its own organisation.
    expect((await other.get(`/api/users/${other.user.userId}/avatar`)).status).toBe(200);
    expect((await admin.get('/api/users/nope/avatar')).json.error.fields).toHaveProperty('params.userId');
  });

  it('removes a picture: the file goes, the URL goes, reading answers 404', async () => {
    const user = await signedInUser(t, ['Admin'], admin.orgId);
    await upload(user, user.user.userId, await image(50, 50, 'jpeg'), 'image/jpeg');
    expect((await user.get(`/api/users/${user.user.userId}/avatar`)).status).toBe(200);

    const removed = await user.delete(`/api/users/${user.user.userId}/avatar`);
    expect(removed.status).toBe(200);
    expect(removed.json.avatarUrl).toBeNull();
    expect(await t.ctx.storage.get(avatarKey(admin.orgId, user.user.userId))).toBeNull();
    expect((await user.get(`/api/users/${user.user.userId}/avatar`)).status).toBe(404);
    // Removing again is harmless.
    expect((await user.delete(`/api/users/${user.user.userId}/avatar`)).status).toBe(200);
  });
});
