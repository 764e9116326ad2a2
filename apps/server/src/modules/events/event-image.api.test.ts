import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_IMAGE_MAX_BYTES, EVENT_MESSAGES } from '@foyer/contracts';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId } from '../../test/factories-events.js';
import { eventsTestContext } from './events.test-support.js';
import { anonymous, type ApiClient } from '../../test/api-client.js';

type Context = Awaited<ReturnType<typeof eventsTestContext>>;

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.6 } } })
    .toFormat(format)
    .toBuffer();

/** The storage key behind an image URL: its version is the key's random number. */
const keyOf = (orgId: string, eventId: string, imageUrl: string) => `event-images/${orgId}/${eventId}-${imageUrl.split('v=')[1]}.jpg`;

describe('event image API', () => {
  let t: Context['t'];
  let admin: Context['admin'];
  let create: Context['create'];
  let weeklyTour: Context['weeklyTour'];
  let series: Context['series'];
  beforeAll(async () => {
    ({ t, admin, create, weeklyTour, series } = await eventsTestContext());
  });
  afterAll(() => t.close());

  const upload = (id: string, body: Buffer | string, contentType: string, as: ApiClient = anonymous(t)) =>
    as.put(`/api/events/${id}/image`, undefined, { raw: body, headers: { 'content-type': contentType } });
  /** Reads without a session, as the public shop does. */
  const get = (url: string) => anonymous(t).get(url);
  const dimensions = async (url: string) => {
    const response = await get(url);
    expect(response.status, response.body).toBe(200);
    return sharp(response.bytes).metadata();
  };

  it('turns a PNG into a JPEG that fits 2160×1080, keeping its ratio, readable without a session', async () => {
    const event = await create();
    const response = await upload(event.eventId, await image(1200, 900, 'png'), 'image/png', admin);
    expect(response.status, response.body).toBe(200);
    const updated = response.json;
    expect(updated.eventId).toBe(event.eventId);
    expect(updated.imageUrl).toMatch(new RegExp(`^/api/events/${event.eventId}/image\\?v=\\d+$`));
    // The detail read shows it as well.
    expect((await admin.get(`/api/events/${event.eventId}`)).json.imageUrl).toBe(updated.imageUrl);

    const read = await get(updated.imageUrl);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never enlarged: 1200×900 fits already.
    expect(await sharp(read.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    // Without the version it is still served, but not for good: the next upload changes it.
    expect((await get(`/api/events/${event.eventId}/image`)).headers['cache-control']).toBe('public, no-cache');
  });

  it('shows the image of an event that is not on show only to its own staff', async () => {
    const hidden = await create({ visibility: 'Private' });
    const uploaded = (await upload(hidden.eventId, await image(300, 150, 'png'), 'image/png', admin)).json;
    expect((await get(uploaded.imageUrl)).status).toBe(404);
    const own = await admin.get(uploaded.imageUrl);
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const stranger = await signedInUser(t, ['Admin']);
    expect((await stranger.get(uploaded.imageUrl)).status).toBe(404);
  });

  it('shrinks large images into the box without cropping', async () => {
    const event = await create();
    const wide = (await upload(event.eventId, await image(4000, 2000, 'png'), 'image/png', admin)).json;
    expect(await dimensions(wide.imageUrl)).toMatchObject({ format: 'jpeg', width: 2160, height: 1080 });

    const tall = (await upload(event.eventId, await image(1000, 3000, 'jpeg'), 'image/jpeg', admin)).json;
    const metadata = await dimensions(tall.imageUrl);
    expect(metadata.height).toBe(1080);
    expect(metadata.width).toBe(360);

    const panorama = (await upload(event.eventId, await image(6000, 1000, 'png'), 'image/png', admin)).json;
    const flat = await dimensions(panorama.imageUrl);
    expect(flat.width).toBe(2160);
    expect(flat.height).toBe(360);
  });

  it('gives every upload a new URL and removes the file it replaces', async () => {
    const event = await create();
    const first = (await upload(event.eventId, await image(300, 150, 'png'), 'image/png', admin)).json;
    const second = (await upload(event.eventId, await image(400, 200, 'png'), 'image/png', admin)).json;
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect(await dimensions(second.imageUrl)).toMatchObject({ width: 400, height: 200 });
    expect(await t.ctx.storage.get(keyOf(admin.orgId, event.eventId, first.imageUrl))).toBeNull();
    // An old version is answered with the current image, but not cached for good.
    expect((await get(first.imageUrl)).headers['cache-control']).toBe('public, no-cache');
  });

  it('checks the content, not the claimed type', async () => {
    const event = await create();
    // A real PNG labelled image/jpeg is fine.
    expect((await upload(event.eventId, await image(40, 20, 'png'), 'image/jpeg', admin)).status).toBe(200);
    const fakes: [string, Buffer | string][] = [
      ['text sent as image/png', 'just some text, honestly an image'],
      ['a GIF', await image(40, 20, 'gif')],
      ['a truncated JPEG', (await image(400, 200, 'jpeg')).subarray(0, 300)],
      ['an empty body', Buffer.alloc(0)],
    ];
    for (const [what, body] of fakes) {
      const response = await upload(event.eventId, body, 'image/png', admin);
      expect(response.status, what).toBe(400);
      expect(response.json.error.fields, what).toEqual({ image: EVENT_MESSAGES.imageNotImage });
    }
    const json = await admin.put(`/api/events/${event.eventId}/image`, { image: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    expect(json.json.error.fields).toEqual({ image: EVENT_MESSAGES.imageNotImage });
  });

  it('refuses a body over 10 MB with 413, and a decompression bomb by its pixel count', async () => {
    const event = await create();
    const tooBig = await upload(event.eventId, Buffer.alloc(EVENT_IMAGE_MAX_BYTES + 1024 * 1024, 1), 'image/png', admin);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error.code).toBe('payload_too_large');
    // A tiny PNG of one colour that claims 10,000 × 6,000 pixels.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(event.eventId, bomb, 'image/png', admin);
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({ image: EVENT_MESSAGES.imageTooManyPixels });
  });

  it('needs a session and EventsWrite to change it', async () => {
    const event = await create();
    const png = await image(20, 10, 'png');
    expect((await upload(event.eventId, png, 'image/png')).status).toBe(401);
    expect((await anonymous(t).delete(`/api/events/${event.eventId}/image`)).status).toBe(401);
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await upload(event.eventId, png, 'image/png', guide)).status).toBe(403);
    expect((await guide.delete(`/api/events/${event.eventId}/image`)).status).toBe(403);
  });

  it("answers 404 for another organisation's event, an unknown id or a missing image, and 400 for a bad id", async () => {
    const other = await signedInUser(t, ['Admin']);
    const otherVenue = (await makeVenue(t.ctx, other.orgId, { name: 'Elsewhere' })).venueId;
    const otherType = await eventTypeId(t.ctx, other.orgId, 'Concert');
    const foreign = (await other.post('/api/events', eventBody(otherType, otherVenue))).json;
    const uploaded = (await upload(foreign.eventId, await image(60, 30, 'png'), 'image/png', other)).json;

    expect((await upload(foreign.eventId, await image(60, 30, 'png'), 'image/png', admin)).status).toBe(404);
    expect((await admin.delete(`/api/events/${foreign.eventId}/image`)).status).toBe(404);
    // The event itself stays hidden from the other organisation…
    expect((await admin.get(`/api/events/${foreign.eventId}`)).status).toBe(404);
    // …but its image is public by its (unguessable) id, session or not: the public shop shows it,
    // also to a visitor who happens to be signed in to another organisation.
    expect((await get(uploaded.imageUrl)).status).toBe(200);
    expect((await admin.get(uploaded.imageUrl)).status).toBe(200);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/events/${unknown}/image`)).status).toBe(404);
    expect((await upload(unknown, await image(60, 30, 'png'), 'image/png', admin)).status).toBe(404);
    const without = await create();
    expect((await get(`/api/events/${without.eventId}/image`)).status).toBe(404);
    expect((await get('/api/events/nope/image')).json.error.fields).toHaveProperty('params.id');
  });

  it('removes the image: the URL goes, the file goes, reading answers 404', async () => {
    const event = await create();
    const uploaded = (await upload(event.eventId, await image(50, 25, 'jpeg'), 'image/jpeg', admin)).json;
    const removed = await admin.delete(`/api/events/${event.eventId}/image`);
    expect(removed.status).toBe(200);
    expect(removed.json.imageUrl).toBeNull();
    expect((await get(uploaded.imageUrl)).status).toBe(404);
    expect(await t.ctx.storage.get(keyOf(admin.orgId, event.eventId, uploaded.imageUrl))).toBeNull();
    // Removing again is harmless.
    expect((await admin.delete(`/api/events/${event.eventId}/image`)).status).toBe(200);
  });

  it("sets the series' image through an occurrence's id, shown on every occurrence", async () => {
    const tour = await weeklyTour();
    const [first, second] = (await series(tour.eventId)).items;
    const response = await upload(first.eventId, await image(800, 400, 'png'), 'image/png', admin);
    expect(response.status, response.body).toBe(200);
    // The answer is the occurrence as asked; the image is the series'.
    expect(response.json).toMatchObject({ eventId: first.eventId, parentId: tour.eventId });
    expect(response.json.imageUrl).toMatch(new RegExp(`^/api/events/${tour.eventId}/image\\?v=\\d+$`));
    expect((await admin.get(`/api/events/${tour.eventId}`)).json.imageUrl).toBe(response.json.imageUrl);
    expect((await admin.get(`/api/events/${second.eventId}`)).json.imageUrl).toBe(response.json.imageUrl);
    const listed = (await admin.get('/api/events?size=100')).json;
    expect(listed.items.find((item: { eventId: string }) => item.eventId === tour.eventId).imageUrl).toBe(response.json.imageUrl);
    expect(await dimensions(response.json.imageUrl)).toMatchObject({ width: 800, height: 400 });
  });

  it('deletes the file with the event', async () => {
    const event = await create({ publishNow: false });
    const uploaded = (await upload(event.eventId, await image(50, 25, 'png'), 'image/png', admin)).json;
    const key = keyOf(admin.orgId, event.eventId, uploaded.imageUrl);
    expect(await t.ctx.storage.get(key)).not.toBeNull();
    expect((await admin.delete(`/api/events/${event.eventId}`)).status).toBe(200);
    expect(await t.ctx.storage.get(key)).toBeNull();
    expect((await get(uploaded.imageUrl)).status).toBe(404);
  });
});
