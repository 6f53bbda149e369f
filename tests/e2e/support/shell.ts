import type { BrowserContext, Page } from '@playwright/test';

/** Chat links open WhatsApp in a new tab; answer them locally so no test leaves the machine. */
export async function stubWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }));
}

/** The settings answer arrives after the first paint; the floating button marks its arrival. */
export async function waitForSettings(page: Page): Promise<void> {
  await page.locator('a[href$="?text=Hola%20Ola%20Cars"]').waitFor();
}

export const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((entry) => ({ ...entry })));
