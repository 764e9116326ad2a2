import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, signIn, signedInUser } from '../../test/factories.js';
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
});
