import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../server/staff/demo-admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { gql, makeSellRequest, type MadeSale } from './support/sell-requests.ts';
import { stubWhatsApp } from './support/shell.ts';

// Issue 18 §3: the appraiser records the inspection on the car editor's report form, then makes the offer (decision 53).
test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';
const WHEELS = ['Delantera izquierda', 'Delantera derecha', 'Trasera izquierda', 'Trasera derecha'];

async function account(baseURL: string, label: string) {
  const email = await createConfirmedAccount(baseURL, { email: newAddress(label), password: PASSWORD });
  return { email, session: await signInThroughApi(baseURL, email, PASSWORD) };
}

/** An appraiser made through the API, as the demo admin would on the staff screen. */
async function appraiser(baseURL: string) {
  const made = await account(baseURL, 'appraiser');
  const admin = await signInThroughApi(baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await gql(baseURL, 'mutation g($input: GrantRoleInput!) { grantRole(input: $input) { id } }', { input: { email: made.email, role: 'appraiser' } }, admin.accessToken);
  return made;
}

const queueCard = (page: Page, sale: MadeSale, seller: string) => page.getByRole('article', { name: sale.title }).filter({ hasText: seller });

test('an appraiser records the inspection of a seller’s car, sees its summary after a reload, and makes the offer; the seller sees the findings', async ({ page, baseURL }) => {
  const seller = await account(baseURL!, 'inspected-seller');
  const sale = await makeSellRequest(baseURL!, seller.email, seller.session.accessToken);
  const staff = await appraiser(baseURL!);

  await openSignedIn(page, staff.session, '/ops/sell-requests');
  const card = queueCard(page, sale, seller.email);
  await card.getByRole('button', { name: `Registrar inspección: ${sale.title}` }).click();
  const form = card.getByRole('form', { name: `Inspección de ${sale.title}` });
  await expect(form).toBeVisible();
  // Nothing measured yet: the form says so and sends nothing.
  await form.getByRole('button', { name: 'Guardar inspección' }).click();
  await expect(form.getByLabel(`Banda de rodamiento, ${WHEELS[0]}`)).toHaveAttribute('aria-invalid', 'true');
  for (const wheel of WHEELS) {
    await form.getByLabel(`Banda de rodamiento, ${wheel}`).fill('6.5');
    await form.getByLabel(`Pastilla de freno, ${wheel}`).fill('8');
  }
  await form.getByRole('button', { name: /^Frenos/ }).click();
  await form.getByRole('region', { name: /^Frenos/ }).getByRole('combobox').first().selectOption({ label: 'Requiere atención' });
  await form.getByLabel(/^Nota sobre/).fill('Pastillas gastadas por un lado');
  await form.getByLabel('Kilometraje leído (km)').fill('52400');
  await expect(form.getByLabel('Kilometraje leído (km)')).toHaveValue('52,400');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Guardar inspección' }).click();
  await expect(card.getByText('Inspección registrada: 1 punto con observaciones')).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.reload();
  await expect(card.getByText('Inspección registrada: 1 punto con observaciones')).toBeVisible();
  // Correcting it opens the report as recorded.
  await card.getByRole('button', { name: `Corregir la inspección: ${sale.title}` }).click();
  await expect(form.getByLabel(`Pastilla de freno, ${WHEELS[3]}`)).toHaveValue('8');
  await expect(form.getByLabel('Kilometraje leído (km)')).toHaveValue('52,400');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toHaveCount(0);

  // The offer form stays as it was.
  await card.getByLabel('Oferta (RD $)').fill('850,000');
  await card.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Con oferta' }).click();
  const offered = queueCard(page, sale, seller.email);
  await expect(offered.getByText('Inspección registrada: 1 punto con observaciones')).toBeVisible();

  // The seller sees what the offer rests on, in their own account.
  await openSignedIn(page, seller.session, '/user/sell');
  const sellerCard = page.getByRole('article', { name: sale.title });
  await expect(sellerCard.getByText('1 punto con observaciones')).toBeVisible();
  await expect(sellerCard.getByText('Requiere atención: Pastillas gastadas por un lado')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
