import type { FastifyInstance } from 'fastify';
import type { SignedIds } from '../auth/signed-ids.ts';
import type { Db } from '../db/client.ts';
import { optOutByToken } from '../favourites/price-alert-settings.ts';
import { PRICE_ALERTS_OPT_OUT_PATH } from '../favourites/price-alerts.ts';
import { localeOf } from '../mail/account-mails.ts';
import { escapeHtml } from '../mail/escape-html.ts';

const texts = {
  es: {
    title: 'Listo',
    done: 'No te enviaremos más avisos de bajada de precio de tus favoritos. Puedes volver a activarlos en la configuración de tu cuenta.',
    refusedTitle: 'Enlace no válido',
    refused: 'Este enlace no es válido. Usa el enlace completo del último correo que te enviamos.',
  },
  en: {
    title: 'Done',
    done: 'We will not send you more price-drop alerts for your favourites. You can turn them back on in your account settings.',
    refusedTitle: 'Link not valid',
    refused: 'This link is not valid. Use the whole link of the latest e-mail we sent you.',
  },
} as const;

function page(lang: string, title: string, text: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Ola Cars — ${escapeHtml(title)}</title></head><body><h1>Ola Cars</h1><p>${escapeHtml(text)}</p></body></html>`;
}

/**
 * The page a price-drop e-mail's opt-out link opens, without signing in (decision 45): the signed
 * token names the user; following it again says the same and changes nothing.
 */
export function registerPriceAlertsOptOut(app: FastifyInstance, { db, tokens }: { db: Db; tokens: SignedIds }): void {
  app.get(PRICE_ALERTS_OPT_OUT_PATH, async (request, reply) => {
    const { token, lang } = request.query as { token?: unknown; lang?: unknown };
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const optedOut = await optOutByToken(db, tokens, token);
    if (!optedOut) {
      // The link's own language: a broken or forged token tells us nothing else.
      const asked = localeOf(typeof lang === 'string' ? lang : undefined);
      return reply.code(404).send(page(asked, texts[asked].refusedTitle, texts[asked].refused));
    }
    const locale = localeOf(optedOut.locale);
    return reply.send(page(locale, texts[locale].title, texts[locale].done));
  });
}
