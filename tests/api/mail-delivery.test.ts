import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema/mail-outbox.ts';
import { randomBytes } from 'node:crypto';
import { confirmationMail, passwordResetMail } from '../../server/mail/account-mails.ts';
import { createLinkSecrets, linkSecretPlaceholder } from '../../server/mail/link-secrets.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.ts';
import { linkSecretsOf } from './support/outbox-keys.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let catcher: MailCatcher;
let server: TestServer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const link = 'http://127.0.0.1:3000/confirm-email?token=abc123';

async function outboxRow(db: TestServer['database']['db'], to: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row;
}

async function waitUntil<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('with SMTP_URL', () => {
  it('delivers an enqueued mail over SMTP and stamps sent_at', async () => {
    const to = 'ana@example.do';
    const content = confirmationMail({ name: 'Ana Pérez', link, locale: 'es' });
    await enqueueMail(server.database.db, { to, kind: 'EMAIL_CONFIRMATION', ...content });

    const mail = await catcher.waitForMail({ to, kind: 'EMAIL_CONFIRMATION', timeoutMs: 5000 });
    expect(mail.subject).toBe('Confirma tu cuenta de Ola Cars');
    expect(mail.from).toBe('no-reply@olacars.do');
    expect(mail.text).toContain('Hola, Ana Pérez:');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    const row = await waitUntil(async () => ((await outboxRow(server.database.db, to))?.sentAt ? outboxRow(server.database.db, to) : undefined));
    expect(row?.lastError).toBeNull();
  });

  it('delivers a mail enqueued inside a transaction once it commits', async () => {
    const to = 'tx@example.do';
    await server.database.db.transaction(async (tx) => {
      await enqueueMail(tx, { to, kind: 'PASSWORD_RESET', subject: 'Reset', text: link, html: `<a href="${link}">x</a>` });
    });
    const mail = await catcher.waitForMail({ to, subject: 'Reset', timeoutMs: 5000 });
    expect(mail.kind).toBe('PASSWORD_RESET');
  });
});

describe('links sealed in the outbox', () => {
  const sealedLink = 'http://127.0.0.1:3000/auth/reset-password?token=' + linkSecretPlaceholder;
  const resetMail = (name: string) => passwordResetMail({ name, link: sealedLink, locale: 'en' });

  it('go out with the token in place, and the outbox forgets the token once sent', async () => {
    const to = 'sealed@example.do';
    const token = randomBytes(32).toString('base64url');
    const sealedLinkSecret = linkSecretsOf(server.database.db).seal(token, to);
    await enqueueMail(server.database.db, { to, kind: 'PASSWORD_RESET', ...resetMail('Rosa'), sealedLinkSecret });

    const mail = await catcher.waitForMail({ to, timeoutMs: 5000 });
    expect(mail.text).toContain(`/auth/reset-password?token=${token}`);
    expect(mail.html).toContain(`href="http://127.0.0.1:3000/auth/reset-password?token=${token}"`);
    expect(mail.text).not.toContain(linkSecretPlaceholder);
    const row = await waitUntil(async () => ((await outboxRow(server.database.db, to))?.sentAt ? outboxRow(server.database.db, to) : undefined));
    expect(row.linkSecret).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('sealed under another server key fail for good, logged, and the next mail still goes', async () => {
    const stale = 'stale-key@example.do';
    const next = 'after-stale@example.do';
    const sealedLinkSecret = createLinkSecrets(randomBytes(32)).seal(randomBytes(32).toString('base64url'), stale);
    await enqueueMail(server.database.db, { to: stale, kind: 'PASSWORD_RESET', ...resetMail('Old'), sealedLinkSecret });
    await enqueueMail(server.database.db, { to: next, kind: 'EMAIL_CONFIRMATION', ...confirmationMail({ name: 'Next', link, locale: 'en' }) });

    await catcher.waitForMail({ to: next, timeoutMs: 5000 });
    const failed = await outboxRow(server.database.db, stale);
    expect(failed).toMatchObject({ sentAt: null, linkSecret: null, lastError: 'the link secret does not open with this server key' });
    expect(failed?.failedAt).toBeInstanceOf(Date);
    expect(catcher.messages.some((mail) => mail.to.includes(stale))).toBe(false);
    expect(server.logs.some((line) => line.includes('"level":50') && line.includes(failed!.id))).toBe(true);
  });
});

describe('when the SMTP server is down', () => {
  it('records the error, then delivers once the server is back', async () => {
    // Find a free port, then leave nothing listening there.
    const probe = await startMailCatcher();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const offline = await startTestServer({ SMTP_URL: probe.url });
    let revived: MailCatcher | undefined;
    try {
      const to = 'later@example.do';
      await enqueueMail(offline.database.db, { to, kind: 'EMAIL_CONFIRMATION', ...confirmationMail({ name: 'Luis', link, locale: 'en' }) });
      const failed = await waitUntil(async () => ((await outboxRow(offline.database.db, to))?.lastError ? outboxRow(offline.database.db, to) : undefined));
      expect(failed?.sentAt).toBeNull();

      revived = await startMailCatcher({ port });
      const mail = await revived.waitForMail({ to, timeoutMs: 15_000 });
      expect(mail.subject).toBe('Confirm your Ola Cars account');
      const delivered = await waitUntil(async () => ((await outboxRow(offline.database.db, to))?.sentAt ? outboxRow(offline.database.db, to) : undefined));
      expect(delivered?.lastError).toBeNull();
    } finally {
      await offline.close();
      await revived?.close();
    }
  });
});

describe('the mail catcher', () => {
  it('files each message as JSON for tests in other processes', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'ola-mail-'));
    const filing = await startMailCatcher({ directory });
    const files = await startTestServer({ SMTP_URL: filing.url });
    try {
      const to = 'filed@example.do';
      await enqueueMail(files.database.db, { to, kind: 'PASSWORD_RESET', ...confirmationMail({ name: 'Eva', link, locale: 'es' }) });
      await filing.waitForMail({ to });
      const [name] = await readdir(directory);
      const filed = JSON.parse(await readFile(join(directory, name!), 'utf8')) as { to: string[]; kind: string; text: string };
      expect(filed).toMatchObject({ to: [to], kind: 'PASSWORD_RESET' });
      expect(filed.text).toContain(link);
    } finally {
      await files.close();
      await filing.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
