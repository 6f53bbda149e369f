import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime-message.ts';

export interface CaughtMail {
  /** Envelope recipients, as the server was asked to deliver them. */
  to: string[];
  from: string;
  /** What the message is about (e.g. EMAIL_CONFIRMATION), from the outbox row. */
  kind: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
}

export interface MailMatch {
  to: string;
  kind?: string;
  subject?: string | RegExp;
  timeoutMs?: number;
}

export interface MailCatcher {
  url: string;
  messages: CaughtMail[];
  waitForMail(match: MailMatch): Promise<CaughtMail>;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** Also writes each message there as JSON, for tests running in other processes. */
  directory?: string;
  /** A fixed port, e.g. to bring a catcher back where a stopped one listened. */
  port?: number;
}

function matches(mail: CaughtMail, { to, kind, subject }: MailMatch): boolean {
  if (!mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) return false;
  if (kind !== undefined && mail.kind !== kind) return false;
  if (subject === undefined) return true;
  return typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject);
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailCatcher({ directory, port = 0 }: MailCatcherOptions = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  if (directory) await mkdir(directory, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          kind: parsed.headers['x-ola-mail-kind'] ?? '',
          ...parsed,
          receivedAt: new Date().toISOString(),
        };
        messages.push(mail);
        const saved = directory ? saveAtomically(join(directory, `${Date.now()}-${messages.length}.json`), JSON.stringify(mail)) : Promise.resolve();
        saved.then(() => {
          for (const wake of waiters) wake();
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: boundPort } = server.server.address() as AddressInfo;

  async function waitForMail(match: MailMatch): Promise<CaughtMail> {
    const { timeoutMs = 10_000 } = match;
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find((mail) => matches(mail, match));
        if (!found) return;
        cleanUp();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`no e-mail to ${match.to} within ${timeoutMs} ms (${messages.length} received)`));
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Readers in other processes poll the folder: they must never see a half-written message. */
async function saveAtomically(path: string, text: string): Promise<void> {
  await writeFile(`${path}.partial`, text);
  await rename(`${path}.partial`, path);
}
