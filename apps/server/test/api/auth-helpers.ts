import type { AddressInfo } from 'node:net';
import { API_BASE } from '@kaiwa/contract';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from '../support/test-app';

export function post(
  testApp: TestApp,
  route: string,
  payload: unknown,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url: `${API_BASE}${route}`,
    payload: payload as Record<string, unknown>,
    ...options,
  });
}

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** An SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` messages have arrived in total. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of an RFC 822 message with a single quoted-printable, base64 or 7bit text part. */
export function mailText(raw: string): { headers: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { headers, text: Buffer.from(body, 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return { headers, text: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  return { headers, text: body };
}

export function resetTokenFrom(raw: string, publicUrl: string): string {
  const { text } = mailText(raw);
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link?.startsWith(`${publicUrl}/reset_password?token=`)) throw new Error(`no reset link in:\n${text}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error('reset link without token');
  return token;
}
