import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailPayload } from '../../db/schema/outbox.js';

export interface MailTransport {
  /** 'sent' over SMTP, or 'logged' when no SMTP server is configured. */
  deliver(mail: MailPayload): Promise<'sent' | 'logged'>;
  close(): void;
}

export function createMailTransport(options: { smtpUrl: string | null; from: string; log: FastifyBaseLogger }): MailTransport {
  if (!options.smtpUrl) {
    return {
      async deliver(mail) {
        options.log.info({ mailTo: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in outbox (no SMTP_URL)');
        return 'logged';
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async deliver(mail) {
      await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.contentBase64, 'base64'),
          contentType: a.contentType,
        })),
      });
      return 'sent';
    },
    close: () => transporter.close(),
  };
}
