import type { FastifyInstance } from 'fastify';
import type { Clock } from '../auth/clock.ts';
import type { Db } from '../db/client.ts';
import { UNSUBSCRIBE_PATH } from '../finding/car-request-matches.ts';
import type { SignedIds } from '../auth/signed-ids.ts';
import { unsubscribeByToken } from '../finding/car-request-unsubscribe.ts';
import { localeOf } from '../mail/account-mails.ts';
import { escapeHtml } from '../mail/escape-html.ts';

const texts = {
  es: { title: 'Listo', done: (car: string) => `No te enviaremos más carros para tu solicitud de ${car}. Tu solicitud sigue en tu cuenta.`, refusedTitle: 'Enlace no válido', refused: 'Este enlace no es válido. Usa el enlace completo del último correo que te enviamos.' },
  en: { title: 'Done', done: (car: string) => `We will not send you more cars for your request for ${car}. Your request stays in your account.`, refusedTitle: 'Link not valid', refused: 'This link is not valid. Use the whole link of the latest e-mail we sent you.' },
} as const;

function page(lang: string, title: string, text: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Ola Cars — ${escapeHtml(title)}</title></head><body><h1>Ola Cars</h1><p>${escapeHtml(text)}</p></body></html>`;
}

/**
 * The page a match e-mail's unsubscribe link opens, without signing in (decision 28): the signed
 * token names the request; following it again says the same and changes nothing.
 */
export function registerCarRequestUnsubscribe(app: FastifyInstance, { db, tokens, now }: { db: Db; tokens: SignedIds; now: Clock }): void {
  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const { token, lang } = request.query as { token?: unknown; lang?: unknown };
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const unsubscribed = await unsubscribeByToken(db, tokens, token, now());
    if (!unsubscribed) {
      // The link's own language: a broken or forged token tells us nothing else.
      const asked = localeOf(typeof lang === 'string' ? lang : undefined);
      return reply.code(404).send(page(asked, texts[asked].refusedTitle, texts[asked].refused));
    }
    const locale = localeOf(unsubscribed.locale);
    return reply.send(page(locale, texts[locale].title, texts[locale].done(unsubscribed.car)));
  });
}
