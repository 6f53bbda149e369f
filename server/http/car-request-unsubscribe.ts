import type { FastifyInstance } from 'fastify';
import type { Clock } from '../auth/clock.ts';
import type { Db } from '../db/client.ts';
import { UNSUBSCRIBE_PATH } from '../finding/car-request-matches.ts';
import type { UnsubscribeTokens } from '../finding/car-request-unsubscribe-token.ts';
import { unsubscribeByToken } from '../finding/car-request-unsubscribe.ts';
import { escapeHtml } from '../mail/escape-html.ts';

const texts = {
  es: { title: 'Listo', done: (car: string) => `No te enviaremos más carros para tu solicitud de ${car}. Tu solicitud sigue en tu cuenta.` },
  en: { title: 'Done', done: (car: string) => `We will not send you more cars for your request for ${car}. Your request stays in your account.` },
} as const;

// Whoever holds a broken or forged link gets this, in both languages: we do not know theirs.
const refused = 'Este enlace no es válido. / This link is not valid.';

function page(lang: string, title: string, text: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Ola Cars — ${escapeHtml(title)}</title></head><body><h1>Ola Cars</h1><p>${escapeHtml(text)}</p></body></html>`;
}

/**
 * The page a match e-mail's unsubscribe link opens, without signing in (decision 28): the signed
 * token names the request; following it again says the same and changes nothing.
 */
export function registerCarRequestUnsubscribe(app: FastifyInstance, { db, tokens, now }: { db: Db; tokens: UnsubscribeTokens; now: Clock }): void {
  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const unsubscribed = await unsubscribeByToken(db, tokens, token, now());
    if (!unsubscribed) return reply.code(404).send(page('es', 'Ola Cars', refused));
    const words = unsubscribed.locale === 'en' ? texts.en : texts.es;
    return reply.send(page(unsubscribed.locale, words.title, words.done(unsubscribed.car)));
  });
}
