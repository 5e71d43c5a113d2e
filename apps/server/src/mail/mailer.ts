import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { BaseLogger } from 'pino';
import type { Config } from '../config';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Sends through SMTP when SMTP_URL is set. Without it (development, small self-hosted setups) each message
 * becomes an .eml file in DATA_DIR/outbox and the file's name is logged. Never the mail's links: a reset
 * link signs its holder in, and logs are read and kept by more people, for longer, than the outbox.
 */
export function createMailer(config: Config, logger: BaseLogger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      // Written beside the outbox and renamed into it, so whoever reads the outbox never sees half a mail.
      const partial = path.join(config.dataDir, `.${name}.partial`);
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
      logger.info({ file, subject: message.subject }, 'no SMTP_URL: mail written to the outbox');
    },
  };
}
