import { escapeHtml } from './escape-html.ts';
import type { MailContent } from './account-mails.ts';

/** A run of a detail's text shown struck through in HTML (an old price); the text body reads it plain. */
export interface Struck {
  struck: string;
}

/** A detail: one text, or runs of text some of which are struck through. */
export type Detail = string | readonly (string | Struck)[];

/** The parts every account e-mail has; the layout turns them into the text and HTML bodies. */
export interface MailParts {
  subject: string;
  greeting: string;
  body: string;
  /** Facts the reader keeps (an appointment's day, place, figures), one paragraph each after the body. */
  details?: readonly Detail[];
  action: string;
  link: string;
  expiry: string;
  ignoreNotice: string;
  signature: string;
}

const brandColour = '#0b5fff';

const runs = (detail: Detail): readonly (string | Struck)[] => (typeof detail === 'string' ? [detail] : detail);
const plain = (detail: Detail) => runs(detail).map((run) => (typeof run === 'string' ? run : run.struck)).join('');
const marked = (detail: Detail) =>
  runs(detail)
    .map((run) => (typeof run === 'string' ? escapeHtml(run) : `<s style="color:#7b8794">${escapeHtml(run.struck)}</s>`))
    .join('');

function paragraph(text: Detail): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${marked(text)}</p>`;
}

export function renderMail(parts: MailParts): MailContent {
  const details = parts.details ?? [];
  const text = [parts.greeting, '', parts.body, '', ...details.flatMap((detail) => [plain(detail), '']), `${parts.action}: ${parts.link}`, '', parts.expiry, '', parts.ignoreNotice, '', parts.signature].join('\n');
  const href = escapeHtml(parts.link);
  // Table layout and inline styles: many mail clients ignore <style> blocks and flexbox.
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;font-size:22px;font-weight:bold;color:${brandColour}">Ola Cars</td></tr>
<tr><td style="padding:0 32px 24px">
${paragraph(parts.greeting)}
${paragraph(parts.body)}
${details.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;background:${brandColour};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(parts.action)}</a></p>
${paragraph(parts.expiry)}
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d;word-break:break-all">${href}</p>
${paragraph(parts.ignoreNotice)}
${paragraph(parts.signature)}
</td></tr>
</table>
</body></html>`;
  return { subject: parts.subject, text, html };
}
