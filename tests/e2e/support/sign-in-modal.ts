import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { newAddress } from './accounts';

/**
 * Three wrong sign-ins in the open sign-in modal, each answer awaited rather than counted in
 * toasts: on a busy machine one answer can take longer than the 4000 ms an earlier toast lives.
 */
export async function failSignInThreeTimes(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Correo electrónico')).toBeEditable();
  await dialog.getByLabel('Correo electrónico').fill(newAddress('wrong'));
  await dialog.getByLabel('Contraseña').fill('incorrecta');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answered = page.waitForResponse((response) => /\bsignInUser\b/.test(response.request().postData() ?? ''));
    await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
    await answered;
  }
}
