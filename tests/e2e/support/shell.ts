import type { BrowserContext, Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../../src/lib/analytics/consent-choice.ts';

/** Chat links open WhatsApp in a new tab; answer them locally so no test leaves the machine. */
export async function stubWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }));
}

/**
 * A visitor who answered the cookie notice on an earlier visit, for specs not about it: the bar
 * arrives with its lazy chunk after each load's first paint, and could land over a button between
 * the test finding it uncovered and clicking it (a reload of the sell wizard lost its "Continuar").
 */
export async function answerCookieNotice(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, 'refused');
    } catch {
      // A page without storage (about:blank) has no notice either.
    }
  }, CONSENT_STORAGE_KEY);
}

/** The settings answer arrives after the first paint; the floating button marks its arrival. */
export async function waitForSettings(page: Page): Promise<void> {
  await page.locator('a[href$="?text=Hola%20Ola%20Cars"]').waitFor();
}

export const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((entry) => ({ ...entry })));
