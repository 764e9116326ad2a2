import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** Headers and body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server on a free loopback port that keeps what it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (address: string) => mails.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
