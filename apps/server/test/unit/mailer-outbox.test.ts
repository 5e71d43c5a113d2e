import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createMailer } from '../../src/mail/mailer';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

it('without SMTP logs the outbox file a mail was written to, never its links', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-mailer-'));
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line) => lines.push(line) });
  const mailer = createMailer(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }), logger);
  const token = 'k3y-Only-The-Owner-Should-See';
  const link = `https://kaiwa.example/reset_password?token=${token}`;

  await mailer.send({
    to: 'learner@example.com',
    subject: 'Reset your Kaiwa password',
    text: `Open this link to choose a new password:\n${link}\n`,
    html: `<a href="${link}">Choose a new password</a>`,
  });

  const outbox = path.join(dataDir, 'outbox');
  const [file] = fs.readdirSync(outbox);
  expect(file).toMatch(/\.eml$/);
  expect(fs.readFileSync(path.join(outbox, file!), 'utf8')).toContain(token);
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: 30,
    msg: 'no SMTP_URL: mail written to the outbox',
    file: path.join(outbox, file!),
  });
  expect(lines[0]).not.toContain(token);
  expect(lines[0]).not.toContain('reset_password');
  expect(lines[0]).not.toContain('learner@example.com');
});
