import { expect, test, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import { isInState } from '../../machines/testing/shortest-paths';
import { postFrom } from '../api/support/client-address.ts';
import { createConfirmedAccount, newAddress } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { fromOwnAddress, someLoopbackAddress } from './support/own-address.ts';
import { stubWhatsApp } from './support/shell.ts';
import { failSignInThreeTimes } from './support/sign-in-modal.ts';

// The auth modal's statechart walks the real modal: every panel, the confirmations, the resend
// (its answer held back until asked) and the lock, each state checked on the page.
test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';
const dialog = (page: Page) => page.getByRole('dialog');

type Accounts = { confirmed: string; unconfirmed: string };
const walking = new WeakMap<Page, Accounts & { resend: Awaited<ReturnType<typeof holdOperation>> }>();
const accounts = (page: Page) => walking.get(page)!;

/** Registered through the API and never confirmed, as a visitor who did not follow the link yet. */
async function createUnconfirmedAccount(baseURL: string) {
  const email = newAddress('unconfirmed-model');
  const answer = await postFrom(baseURL, someLoopbackAddress(), 'mutation signUp($input: SignUpUserInput!) { signUpUser(input: $input) { accessToken } }', {
    variables: { input: { name: 'Luis', lastName: 'Peña', email, password: PASSWORD } },
    headers: { country: 'DO' },
  });
  if (answer.body.errors?.length) throw new Error(JSON.stringify(answer.body.errors));
  return email;
}

async function signInWith(page: Page, email: string) {
  await dialog(page).getByLabel('Correo electrónico').fill(email);
  await dialog(page).getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Continuar', exact: true }).click();
}

type AuthState = { value: unknown; context: { formLocked: boolean } };
type AuthModelEvent = { type: string; output?: { result: { kind: string } }; snapshot?: unknown };
// Each answer is made differently on the page; the form's snapshot that matters is the lock engaging.
const keyOf = (event: AuthModelEvent) => {
  if (event.type === 'form.answered') return `form.answered:${event.output!.result.kind}`;
  return event.type === 'xstate.snapshot.authForm' ? 'form.locked' : event.type;
};
const answered = (kind: string) => ({ type: 'form.answered', output: { values: { panel: 'signIn', email: 'x@example.com', password: PASSWORD }, result: { kind } } });

// What the open panel offers: its own links and submission, nothing inside the form while it is
// locked, and nothing but the wait while the resend is on its way.
const settled = (state: AuthState, path: string) => isInState(state.value, path) && !isInState(state.value, `${path}.sending`);
const OFFERED: Record<string, (state: AuthState) => boolean> = {
  'panel.register': (state) => !state.context.formLocked && settled(state, 'signIn'),
  'panel.recover': (state) => !state.context.formLocked && settled(state, 'signIn'),
  'panel.signIn': (state) => !state.context.formLocked && (isInState(state.value, 'register.editing') || isInState(state.value, 'recover.editing')),
  'form.answered:signedIn': (state) => !state.context.formLocked && settled(state, 'signIn'),
  'form.answered:unconfirmed': (state) => !state.context.formLocked && settled(state, 'signIn'),
  'form.locked': (state) => !state.context.formLocked && isInState(state.value, 'signIn.editing'),
  'form.answered:registered': (state) => !state.context.formLocked && isInState(state.value, 'register.editing'),
  'form.answered:recoverySent': (state) => !state.context.formLocked && isInState(state.value, 'recover.editing'),
  'confirmation.resend': (state) => (!state.context.formLocked && settled(state, 'signIn.unconfirmed')) || settled(state, 'register.confirmation'),
  'confirmation.continue': (state) => settled(state, 'register.confirmation') || isInState(state.value, 'recover.confirmation'),
};

const resendButton = (page: Page) => dialog(page).getByRole('button', { name: 'Reenviar correo de confirmación' });

testPageWalks('auth modal', {
  machine: authMachine.provide({ actors: { resendConfirmation: fromPromise(() => new Promise<void>(() => undefined)) } }),
  paths: {
    events: <AuthModelEvent[]>[
      { type: 'panel.signIn' },
      { type: 'panel.register' },
      { type: 'panel.recover' },
      answered('signedIn'),
      answered('unconfirmed'),
      answered('registered'),
      answered('recoverySent'),
      // The form's snapshot that matters to the modal: the lock engaged.
      { type: 'xstate.snapshot.authForm', snapshot: { value: 'editing', context: { locked: true }, hasTag: () => false } },
      { type: 'confirmation.resend' },
      { type: 'confirmation.continue' },
      { type: 'xstate.done.actor.resendConfirmation' },
      { type: 'xstate.error.actor.resendConfirmation' },
    ],
    serializeState: (state: AuthState) => JSON.stringify([state.value, state.context.formLocked]),
    runsIn: { resendConfirmation: ['signIn.unconfirmed.sending', 'register.confirmation.sending'] },
    offers: (state: AuthState, event: AuthModelEvent) => OFFERED[keyOf(event)]?.(state) ?? true,
    ownId: 'auth',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  // Each walk makes two accounts first: fewer, longer walks cover the same transitions.
  goesOn: true,
  offPage: [
    { events: ['google.start', 'xstate.done.actor.googleSignIn', 'xstate.error.actor.googleSignIn'], states: ['auth.signIn.googleSigningIn'], why: "Google's popup loads Google's own scripts, out of reach offline; tests/api covers the emulator's tokens and machines/auth the transitions" },
    { states: ['auth.opening'], why: 'the register and recover pages open on their panel (forms.spec.ts, auth.spec.ts); the modal always opens on sign-in' },
  ],
  start: async (page) => {
    const baseURL = test.info().project.use.baseURL!;
    const [confirmed, unconfirmed] = await Promise.all([createConfirmedAccount(baseURL, { email: newAddress('confirmed-model'), password: PASSWORD }), createUnconfirmedAccount(baseURL)]);
    await fromOwnAddress(page);
    walking.set(page, { confirmed, unconfirmed, resend: await holdOperation(page, 'resendConfirmation') });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).first().click();
  },
  states: {
    'auth.signIn.editing': async (page) => {
      await expect(dialog(page).getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(dialog(page).getByText('Tu correo aún no está confirmado')).toHaveCount(0);
    },
    'auth.signIn.unconfirmed.idle': async (page) => {
      await expect(dialog(page).getByText('Tu correo aún no está confirmado')).toBeVisible();
      await expect(resendButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'auth.signIn.unconfirmed.sending': async (page) => await expect(resendButton(page)).toHaveAttribute('aria-busy', 'true'),
    'auth.signIn.unconfirmed.sent': async (page) => await expect(dialog(page).getByText('Te enviamos el correo otra vez.')).toBeVisible(),
    'auth.signIn.unconfirmed.failed': async (page) => await expect(dialog(page).getByText('No pudimos reenviar el correo')).toBeVisible(),
    'auth.register.editing': async (page) => await expect(dialog(page).getByRole('form', { name: 'Crear cuenta' })).toBeVisible(),
    'auth.register.confirmation.idle': async (page) => {
      await expect(dialog(page).getByText(/^Te enviamos un mensaje a /)).toBeVisible();
      await expect(resendButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'auth.register.confirmation.sending': async (page) => await expect(resendButton(page)).toHaveAttribute('aria-busy', 'true'),
    'auth.register.confirmation.sent': async (page) => await expect(dialog(page).getByText('Te enviamos el correo otra vez.')).toBeVisible(),
    'auth.register.confirmation.failed': async (page) => await expect(dialog(page).getByText('No pudimos reenviar el correo')).toBeVisible(),
    'auth.recover.editing': async (page) => await expect(dialog(page).getByRole('form', { name: 'Recuperar contraseña' })).toBeVisible(),
    'auth.recover.confirmation': async (page) => await expect(dialog(page).getByText(/te enviamos un enlace a /)).toBeVisible(),
    // Signing in reloads the page (SPEC §4): the header now holds the account menu.
    'auth.signedIn': async (page) => await expect(page.getByRole('banner').getByRole('button', { name: 'Mi cuenta' })).toBeVisible(),
  },
  events: {
    'panel.signIn': (page) => dialog(page).getByRole('button', { name: /^(Inicia sesión|Volver a iniciar sesión)$/ }).click(),
    'panel.register': (page) => dialog(page).getByRole('button', { name: 'Crear cuenta' }).click(),
    'panel.recover': (page) => dialog(page).getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click(),
    'form.answered:signedIn': (page) => signInWith(page, accounts(page).confirmed),
    'form.answered:unconfirmed': (page) => signInWith(page, accounts(page).unconfirmed),
    'form.answered:registered': async (page) => {
      const form = dialog(page).getByRole('form', { name: 'Crear cuenta' });
      await form.getByLabel('Nombre').fill('María');
      await form.getByLabel('Apellido').fill('Núñez');
      await form.getByLabel('Correo electrónico').fill(newAddress('register-model'));
      await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
      await form.getByLabel('Confirmar contraseña').fill(PASSWORD);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Crear cuenta' }).click();
    },
    'form.answered:recoverySent': async (page) => {
      await dialog(page).getByLabel('Correo electrónico').fill(accounts(page).confirmed);
      await dialog(page).getByRole('button', { name: 'Continuar', exact: true }).click();
    },
    // Three wrong passwords: the lock engages, and with it the whole form is disabled.
    'form.locked': async (page) => {
      await failSignInThreeTimes(page);
      await expect(dialog(page).getByText('Excediste el límite de intentos fallidos')).toBeVisible();
      await expect(dialog(page).getByLabel('Correo electrónico')).toBeDisabled();
      await expect(dialog(page).getByRole('button', { name: 'Continuar con Google' })).toBeDisabled();
      await expect(dialog(page).getByRole('button', { name: 'Crear cuenta' })).toBeDisabled();
    },
    'confirmation.resend': (page) => resendButton(page).click(),
    'confirmation.continue': (page) => dialog(page).getByRole('button', { name: 'Continuar', exact: true }).click(),
    'xstate.done.actor.resendConfirmation': async (page) => accounts(page).resend.release(),
    'xstate.error.actor.resendConfirmation': async (page) => accounts(page).resend.fail(),
  },
});
