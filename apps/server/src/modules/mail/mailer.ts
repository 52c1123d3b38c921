import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  /** Where mails go as .eml files when no SMTP server is configured. */
  outboxDir: string;
  logger: FastifyBaseLogger;
};

/**
 * Sends mail over SMTP when configured. Without SMTP every mail is written to the outbox folder as
 * an .eml file and logged, so a self-hosted installation still works (an operator can open the
 * links) and nothing is silently lost.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
        options.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info(
        { to: mail.to, subject: mail.subject, file },
        'mail written to the outbox (no SMTP_URL set)',
      );
    },
    close: () => {},
  };
}
