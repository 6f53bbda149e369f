import type { MailLocale } from '../mail/account-mails.ts';

const SUPPORTED: readonly MailLocale[] = ['es', 'en'];

/**
 * The interface language an `Accept-Language` header asks for: the supported one with the highest
 * weight ('en-US,en;q=0.9' → 'en'), the first listed on a tie, Spanish (SPEC §9's default) when it
 * names neither. The SPA sends the language the visitor picked; other clients get their browser's.
 */
export function requestLocale(header: string | null | undefined): MailLocale {
  let best: { locale: MailLocale; weight: number } | undefined;
  for (const range of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
    const locale = SUPPORTED.find((supported) => supported === tag.toLowerCase().split('-')[0]);
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    // q=0 means "not this one"; a malformed weight counts as none.
    if (locale && weight > 0 && (!best || weight > best.weight)) best = { locale, weight };
  }
  return best?.locale ?? 'es';
}
