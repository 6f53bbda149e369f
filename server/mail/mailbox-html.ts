import type { StoredAttachment } from '../db/schema/mail-outbox.ts';
import { escapeHtml } from './escape-html.ts';

export interface MailboxEntry {
  id: string;
  toAddress: string;
  subject: string;
  kind: string;
  createdAt: Date;
  sentAt: Date | null;
}

export interface MailboxMessage extends MailboxEntry {
  textBody: string;
  htmlBody: string;
  /** Why the message's link does not work here, if it does not. */
  notice?: string;
  attachments?: readonly StoredAttachment[] | null;
}

// The page's own scripts: none. Inline styles stay allowed because e-mail HTML is made of them.
export const mailboxContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-ancestors 'none'; form-action 'none'";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2933}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #ddd;text-align:left}iframe{width:100%;height:32rem;border:1px solid #ddd}pre{white-space:pre-wrap}</style>
</head><body>${body}</body></html>`;
}

export function mailboxListPage(entries: MailboxEntry[]): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr><td>${escapeHtml(entry.toAddress)}</td><td><a href="/dev/mailbox/${escapeHtml(entry.id)}">${escapeHtml(entry.subject)}</a></td>` +
        `<td>${escapeHtml(entry.kind)}</td><td><time>${entry.createdAt.toISOString()}</time></td></tr>`,
    )
    .join('\n');
  const table = entries.length
    ? `<table><thead><tr><th>To</th><th>Subject</th><th>Kind</th><th>Time</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page('Development mailbox', `<h1>Development mailbox</h1><p>Every e-mail the server has written, newest first.</p>${table}`);
}

// Mail links carry no target; in the sandboxed frame they would open inside it, so they open the whole tab.
function framedHtml(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}

function linkedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Attached files are text (a calendar file): shown as they are sent. */
function attachmentsOf({ attachments }: MailboxMessage): string {
  return (attachments ?? [])
    .map((file) => `<h2>Attachment ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</h2><pre>${escapeHtml(file.content)}</pre>`)
    .join('\n');
}

export function mailboxMessagePage(message: MailboxMessage): string {
  const sent = message.sentAt ? `sent ${message.sentAt.toISOString()}` : 'not sent (no SMTP server configured)';
  const notice = message.notice ? `<p><strong>${escapeHtml(message.notice)}</strong></p>` : '';
  return page(
    message.subject,
    `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>To <strong>${escapeHtml(message.toAddress)}</strong> · ${escapeHtml(message.kind)} · written <time>${message.createdAt.toISOString()}</time> · ${sent}</p>${notice}
<iframe title="HTML version" sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(framedHtml(message.htmlBody))}"></iframe>
<h2>Text version</h2><pre>${linkedText(message.textBody)}</pre>${attachmentsOf(message)}`,
  );
}
