import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, makeUser, signIn, signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { USER_MESSAGES } from '@foyer/contracts';
import { freshEmail, userBody } from './users.test-support.js';
import { anonymous, apiClient } from '../../test/api-client.js';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** The text/plain part of a raw MIME message, decoded from whatever transfer encoding it uses. */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate)) ?? raw;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The whole invitation over real SMTP: an administrator creates a user, the mail reaches a local
 * SMTP server, its link verifies the address and hands out a password token, and the new
 * password signs in.
 */
describe('user invitation over SMTP', () => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const mailTo = (address: string) => received.filter((mail) => mail.to.includes(address));

  it('lets an invited user verify the address, choose a password and sign in', async () => {
    const org = await makeOrg(t.ctx, { name: 'Kunsthal Nord' });
    const admin = await signedInUser(t, ['Admin', 'OrganizationAdmin'], org.orgId);
    const email = freshEmail('invited');
    const created = await admin.post('/api/users', userBody({ email, firstName: 'Ida' }));
    expect(created.status).toBe(201);

    await t.flushOutbox();
    const [mail] = mailTo(email);
    expect(mail).toBeDefined();
    const text = plainText(mail!.raw);
    expect(text).toContain('Hello Ida,');
    expect(text).toContain('Kunsthal Nord has given you access to Foyer');
    const token = /http:\/\/foyer\.test\/verify-email\?token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();

    const verified = await anonymous(t).post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ email, resetToken: expect.any(String) });
    // The link works once.
    expect((await anonymous(t).post('/api/auth/verify-email', { token })).status).toBe(400);

    const password = 'a-brand-new-password-7';
    const reset = await anonymous(t).post('/api/auth/reset-password', {
      token: verified.json.resetToken,
      password,
      passwordConfirmation: password,
    });
    expect(reset.status).toBe(200);

    const cookie = await signIn(t, email, password);
    const identity = (await apiClient(t, cookie).get('/api/auth/identity')).json;
    expect(identity).toMatchObject({ email, orgId: org.orgId, roles: ['Guide'] });
    const self = (await apiClient(t, cookie).get(`/api/users/${created.json.userId}`)).json;
    expect(self.emailVerified).toBe(true);

    // The "password changed" notice went out over SMTP too.
    await t.flushOutbox();
    expect(mailTo(email)).toHaveLength(2);
  });

  it('sends a new verification mail when an administrator changes the address', async () => {
    const admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    const created = (await admin.post('/api/users', userBody())).json;
    const newEmail = freshEmail('changed');
    const updated = await admin.put(`/api/users/${created.userId}`, userBody({ email: newEmail }));
    expect(updated.json).toMatchObject({ email: newEmail, emailVerified: false });

    await t.flushOutbox();
    const [mail] = mailTo(newEmail);
    const token = /verify-email\?token=([\w-]+)/.exec(plainText(mail!.raw))?.[1];
    const verified = await anonymous(t).post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.json.email).toBe(newEmail);
    expect((await admin.get(`/api/users/${created.userId}`)).json.emailVerified).toBe(true);
  });

  /** The token of a mail's link: `/verify-email?token=…` or `/change-pass/…`. */
  const linkIn = (mail: ReceivedMail | undefined, kind: 'verify-email' | 'change-pass') =>
    (kind === 'verify-email' ? /verify-email\?token=([\w-]+)/ : /change-pass\/([\w-]+)/).exec(plainText(mail?.raw ?? ''))?.[1];

  it('tells an account in use that its address changed, at the old address, and retires the links mailed before', async () => {
    const org = await makeOrg(t.ctx, { name: 'Kunsthal Syd' });
    const admin = await signedInUser(t, ['Admin', 'OrganizationAdmin'], org.orgId);
    const oldEmail = freshEmail('before');
    const person = await makeUser(t.ctx, { orgId: org.orgId, roles: ['Guide'], email: oldEmail });
    // A reset link lies in the old mailbox when the address changes.
    expect((await anonymous(t).post('/api/auth/forgot-password', { email: oldEmail })).status).toBe(202);
    await t.flushOutbox();
    const resetLink = linkIn(mailTo(oldEmail)[0], 'change-pass');
    expect(resetLink).toBeDefined();

    const newEmail = freshEmail('after');
    const body = { email: newEmail, firstName: 'Ida', lastName: 'Holm', roles: ['Guide'], language: 'en' };
    expect((await admin.put(`/api/users/${person.userId}`, body)).json).toMatchObject({ emailVerified: false, passwordSet: true });
    await t.flushOutbox();

    const notice = plainText(mailTo(oldEmail)[1]?.raw ?? '');
    expect(notice).toContain(`The email address of your Foyer account at Kunsthal Syd was changed to ${newEmail}`);
    expect(notice).not.toContain('token=');
    const confirmation = plainText(mailTo(newEmail)[0]?.raw ?? '');
    expect(confirmation).toContain('Kunsthal Syd changed the email address of your Foyer account to this one');
    expect(confirmation).not.toContain('choose a password');

    // The old mailbox's reset link no longer takes the account.
    const reset = await anonymous(t).post('/api/auth/reset-password', {
      token: resetLink,
      password: 'taken-over-1',
      passwordConfirmation: 'taken-over-1',
    });
    expect(reset.status).toBe(400);
    const verified = await anonymous(t).post('/api/auth/verify-email', { token: linkIn(mailTo(newEmail)[0], 'verify-email') });
    expect(verified.json).toEqual({ email: newEmail, resetToken: null });
    await signIn(t, newEmail, TEST_PASSWORD);
  });

  it('sends a new link to someone who has not confirmed, retiring the first, and refuses once confirmed', async () => {
    const org = await makeOrg(t.ctx, { name: 'Kunsthal Vest' });
    const admin = await signedInUser(t, ['Admin', 'OrganizationAdmin'], org.orgId);
    const email = freshEmail('again');
    const created = (await admin.post('/api/users', userBody({ email, firstName: 'Ole' }))).json;
    await t.flushOutbox();
    const first = linkIn(mailTo(email)[0], 'verify-email');

    const again = await admin.post(`/api/users/${created.userId}/invitation`);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ sentTo: email });
    await t.flushOutbox();
    expect(mailTo(email)).toHaveLength(2);
    const second = plainText(mailTo(email)[1]!.raw);
    expect(second).toContain('Kunsthal Vest has given you access to Foyer');
    expect((await anonymous(t).post('/api/auth/verify-email', { token: first })).status).toBe(400);
    const verified = await anonymous(t).post('/api/auth/verify-email', { token: linkIn(mailTo(email)[1], 'verify-email') });
    expect(verified.status).toBe(200);

    const confirmed = await admin.post(`/api/users/${created.userId}/invitation`);
    expect(confirmed.status).toBe(409);
    expect(confirmed.json.error.message).toBe(USER_MESSAGES.addressConfirmed);
    expect(confirmed.json.error.reason).toBe('users.addressConfirmed');
  });

  it("refuses a new link for an inactive user, another organisation's user and anyone without the users area", async () => {
    const org = await makeOrg(t.ctx);
    const admin = await signedInUser(t, ['Admin', 'OrganizationAdmin'], org.orgId);
    const inactive = (await admin.post('/api/users', userBody({ active: false }))).json;
    const refused = await admin.post(`/api/users/${inactive.userId}/invitation`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(USER_MESSAGES.inactiveNoInvitation);

    const invited = (await admin.post('/api/users', userBody())).json;
    const elsewhere = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    expect((await elsewhere.post(`/api/users/${invited.userId}/invitation`)).status).toBe(404);
    const guide = await signedInUser(t, ['Guide'], org.orgId);
    expect((await guide.post(`/api/users/${invited.userId}/invitation`)).status).toBe(403);
    expect((await admin.post('/api/users/00000000-0000-4000-8000-000000000000/invitation')).status).toBe(404);
    await t.flushOutbox();
    expect(mailTo(inactive.email)).toHaveLength(1);
    expect(mailTo(invited.email)).toHaveLength(1);
  });
});
