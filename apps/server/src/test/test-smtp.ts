import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** Undoes quoted-printable so links can be read from a raw message. */
export function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = chunks.map((chunk) => chunk.toString('utf8')).join('');
        const decoded = decodeQuotedPrintable(raw);
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: decoded,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          text: decoded,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest message to an address, waiting briefly for delivery. */
    waitForMail: async (to: string, timeoutMs = 5000): Promise<ReceivedMail> => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = [...received].reverse().find((message) => message.to.includes(to));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    /** The first link in a mail that starts with the given prefix. */
    findLink: (mail: ReceivedMail, prefix: string): string => {
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const match = new RegExp(`${escaped}[^\\s"<>]+`).exec(mail.text);
      if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
      return match[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
