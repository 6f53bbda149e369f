import type { Page } from '@playwright/test';
import { postFrom } from '../../api/support/client-address.ts';
import { someLoopbackAddress } from './own-address.ts';
import { linkIn, readMail } from './mail.ts';

/**
 * The subscribe card in the footer (every page) or beside the home page's questions, once scrolled
 * to: the card loads its code only when it nears the screen.
 */
export async function newsletterCard(page: Page, where: 'footer' | 'home', name = 'Boletín de Ola Cars') {
  const around = where === 'footer' ? page.getByRole('contentinfo') : page.getByRole('main').locator('section').filter({ has: page.locator('#home-faq-title') });
  await around.scrollIntoViewIfNeeded();
  const card = around.getByRole('region', { name });
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** Subscribed through the API from an address of its own (the per-address limit is not at stake), in `language`. */
export async function subscribeThroughApi(baseURL: string, email: string, language: 'es' | 'en' = 'es'): Promise<void> {
  const { body } = await postFrom(baseURL, someLoopbackAddress(), 'mutation subscribeNewsletter($input: NewsletterInput!) { subscribeNewsletter(input: $input) }', {
    variables: { input: { email } },
    headers: { country: 'DO', 'accept-language': language },
  });
  if (body.errors?.length) throw new Error(`${body.errors[0]!.extensions?.code}: ${body.errors[0]!.message}`);
}

/** The page a newsletter e-mail's link opens, as a path of this site (the mail names the server's own address). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The confirmation link of the latest confirmation e-mail to `email`. */
export const confirmationPath = async (email: string) => pathOf(linkIn(await readMail({ to: email, kind: 'NEWSLETTER_CONFIRMATION' })));

/** The unsubscribe link of the welcome letter to `email`: the last link of its text. */
export async function unsubscribePath(email: string): Promise<string> {
  const mail = await readMail({ to: email, kind: 'NEWSLETTER_WELCOME' });
  const link = [...mail.text.matchAll(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/g)].at(-1)?.[0];
  if (!link) throw new Error('no unsubscribe link in the welcome letter');
  return pathOf(link);
}
