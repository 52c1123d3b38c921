import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Mail = { to: string[]; subject: string; text: string };

function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on loopback for the app under test to send its mail to. */
export async function startMailbox() {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Waits for the newest mail to an address and returns the first link under `prefix`. */
    waitForLink: async (to: string, prefix: string, timeoutMs = 10_000): Promise<string> => {
      const deadline = Date.now() + timeoutMs;
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      while (Date.now() < deadline) {
        const mail = [...received].reverse().find((message) => message.to.includes(to.toLowerCase()));
        const link = mail && new RegExp(`${escaped}[^\\s"<>]+`).exec(mail.text)?.[0];
        if (link) return link;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail with a ${prefix} link to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
