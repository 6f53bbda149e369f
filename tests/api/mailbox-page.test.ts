import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { passwordResetMail } from '../../server/mail/account-mails.ts';
import { createLinkSecrets, linkSecretPlaceholder } from '../../server/mail/link-secrets.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { linkSecretsOf } from './support/outbox-keys.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const link = `http://127.0.0.1:3000/reset-password?token=${linkSecretPlaceholder}`;
  await enqueueMail(server.database.db, {
    to: 'first@example.do',
    kind: 'EMAIL_CONFIRMATION',
    subject: 'First <b>message</b>',
    text: 'one',
    html: '<p>one</p>',
  });
  await enqueueMail(server.database.db, {
    to: 'second@example.do',
    kind: 'PASSWORD_RESET',
    ...passwordResetMail({ name: '<script>alert(1)</script>', link, locale: 'en' }),
    sealedLinkSecret: linkSecretsOf(server.database.db).seal('t0k3n', 'second@example.do'),
  });
  // As if DATA_DIR had been wiped since: the server's key is not the one that sealed this link.
  await enqueueMail(server.database.db, {
    to: 'stale@example.do',
    kind: 'PASSWORD_RESET',
    ...passwordResetMail({ name: 'Stale', link, locale: 'en' }),
    sealedLinkSecret: createLinkSecrets(randomBytes(32)).seal('old-token', 'stale@example.do'),
  });
});
afterAll(() => server?.close());

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('development mailbox', () => {
  it('lists messages newest first with recipient, subject and time, escaped', async () => {
    const { status, headers, text } = await get('/dev/mailbox');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/text\/html/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(text.indexOf('stale@example.do')).toBeLessThan(text.indexOf('second@example.do'));
    expect(text.indexOf('second@example.do')).toBeLessThan(text.indexOf('first@example.do'));
    expect(text).toContain('Reset your Ola Cars password');
    expect(text).toContain('First &lt;b&gt;message&lt;/b&gt;');
    expect(text).toMatch(/<time>\d{4}-\d\d-\d\dT/);
  });

  async function messagePage(to: string) {
    const list = await get('/dev/mailbox');
    const id = new RegExp(`${to}</td><td><a href="/dev/mailbox/([0-9a-f-]{36})">`).exec(list.text)?.[1];
    return get(`/dev/mailbox/${id}`);
  }

  it('shows one message with its HTML in a sandboxed frame and clickable links', async () => {
    const { status, text } = await messagePage('second@example.do');
    expect(status).toBe(200);
    expect(text).toMatch(/<iframe[^>]+sandbox="[^"]*"[^>]+srcdoc="/);
    // The user's name is never markup, neither in the page nor inside the frame's document.
    expect(text).not.toContain('<script>');
    expect(text).toContain('<pre>Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    // Inside srcdoc the mail's own escaping is escaped once more, so the frame sees text, not a tag.
    expect(text).toContain('Hi &amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;,');
    // The outbox holds the token sealed; the page opens it so the link works.
    expect(text).toContain('<a href="http://127.0.0.1:3000/reset-password?token=t0k3n">');
    expect(text).toContain('href=&quot;http://127.0.0.1:3000/reset-password?token=t0k3n&quot;');
  });

  it('shows a message whose link no longer opens, saying why', async () => {
    const { status, text } = await messagePage('stale@example.do');
    expect(status).toBe(200);
    expect(text).toContain('The link does not open with this server key');
    expect(text).not.toContain('old-token');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/dev/mailbox/not-a-uuid')).status).toBe(404);
  });

  it('does not exist in production', async () => {
    const app = await buildApp({
      config: { ...server.config, nodeEnv: 'production' },
      database: server.database,
      logger: pino({ level: 'silent' }),
      clientDir: server.clientDir,
    });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('mailbox');
      }
    } finally {
      await app.close();
    }
  });

  it('says at startup where the mailbox is when no SMTP server is configured', () => {
    expect(server.logs.some((line) => line.includes('/dev/mailbox'))).toBe(true);
  });
});
