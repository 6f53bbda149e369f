import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaughtMail } from '../../support/mail-catcher.ts';

/**
 * Where the e2e server's mail catcher writes each message as JSON. Playwright's config passes it
 * to the server as E2E_MAIL_DIR; specs run in other processes and read the same folder. One folder
 * per port (E2E_PORT, as playwright.config.ts), since a starting server empties its own: two suites
 * run side by side never lose each other's mail.
 */
export const e2eMailDir = join(tmpdir(), `ola-cars-e2e-mail-${process.env.E2E_PORT ?? 3100}`);

export interface MailQuery {
  to: string;
  kind?: string;
  timeoutMs?: number;
}

async function caughtMails(): Promise<CaughtMail[]> {
  const names = await readdir(e2eMailDir).catch(() => []);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(join(e2eMailDir, name), 'utf8')) as CaughtMail),
  );
  return mails.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

/** The newest message to `to` (and of `kind`, when given), waiting for it to arrive. */
export async function readMail({ to, kind, timeoutMs = 15_000 }: MailQuery): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMails()).find(
      (mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) && (kind === undefined || mail.kind === kind),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of a message's text, e.g. the confirmation or reset link. */
export function linkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the e-mail "${mail.subject}"`);
  return link;
}
