import type { Page } from '@playwright/test';
import { postBodyFrom } from '../../api/support/client-address.ts';

/** A loopback address of its own (127.0.0.0/8 is all local on Linux). */
export const someLoopbackAddress = () => `127.${10 + Math.floor(Math.random() * 240)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

// What the app's requests carry that the API reads.
const FORWARDED = ['authorization', 'country', 'accept-language'];

/**
 * The page's GraphQL requests sent from a loopback address of its own, as a visitor on another
 * network: walks that register or fail sign-ins do not share the per-address limits
 * (SECURITY.md row 6) with each other or with the rest of the run. Routes added later (a held
 * operation) still come first.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  const address = someLoopbackAddress();
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const headers = Object.fromEntries(FORWARDED.flatMap((name) => (request.headers()[name] ? [[name, request.headers()[name]!]] : [])));
    const origin = new URL(request.url()).origin;
    const answer = await postBodyFrom<unknown>(origin, address, request.postDataJSON(), headers);
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
  });
}
