import { setupI18n, type Messages } from '@lingui/core';
import { ClientError } from 'graphql-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeError, titleFromCode, type ErrorItem } from './error-display';
import { errorText } from './error-text';

// The English catalog as the app loads it, so a missing translation fails here too.
const english = import.meta.glob<{ messages: Messages }>('../../../locales/en/common.po');
const es = setupI18n({ locale: 'es', messages: { es: {} } });
const en = setupI18n();

beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: (await english['../../../locales/en/common.po']!()).messages });
});

const request = { query: 'mutation changePassword { changePassword }' };
const graphQLError = (...errors: object[]) => new ClientError({ status: 200, headers: new Headers(), body: '', errors: errors as never }, request);
const render = (items: ErrorItem[], i18n = es) => items.map((item) => ({ title: errorText(i18n, item.title), detail: errorText(i18n, item.detail) }));

describe('describeError', () => {
  it('shows nothing when there is no error, or the user cancelled the request', () => {
    expect(describeError(undefined)).toEqual([]);
    expect(describeError(null)).toEqual([]);
    expect(describeError(new DOMException('The user aborted a request.', 'AbortError'))).toEqual([]);
  });

  it('words the codes SPEC §8 names, in both languages', () => {
    const wrong = describeError(graphQLError({ message: 'Wrong e-mail or password.', extensions: { code: 'WRONG_CREDENTIALS' } }));
    expect(render(wrong)).toEqual([{ title: 'Datos incorrectos', detail: 'Correo o contraseña incorrecta' }]);
    expect(render(wrong, en)).toEqual([{ title: 'Wrong credentials', detail: 'Wrong e-mail or password' }]);
    expect(render(describeError(graphQLError({ message: 'x', extensions: { code: 'EMAIL_NOT_FOUND' } })))[0]?.detail).toBe('Este correo no existe');
    expect(render(describeError(graphQLError({ message: 'x', extensions: { code: 'INVALID_TOKEN' } })))[0]?.detail).toBe('Link inválido, por favor revise');
  });

  it('says how long to wait after a rate limit, or a few minutes when the server did not say', () => {
    const limited = (retryAfter?: number) => render(describeError(graphQLError({ message: 'Slow down.', extensions: { code: 'TOO_MANY_REQUESTS', retryAfter } })), en)[0];
    expect(limited(0.2)?.detail).toBe('Try again in 1 s.');
    expect(limited(42)?.detail).toBe('Try again in 42 s.');
    expect(limited(61)?.detail).toBe('Try again in 2 min.');
    expect(limited(60)?.detail).toBe('Try again in 1 min.');
    expect(limited()?.detail).toBe('There was a problem with the request, please try again in a few minutes.');
    expect(render(describeError(graphQLError({ message: 'x', extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 900 } })))[0]).toEqual({
      title: 'Demasiados intentos',
      detail: 'Inténtalo de nuevo en 15 min.',
    });
  });

  it('shows one item per field error of the first GraphQL error, titled with its message', () => {
    const invalid = graphQLError(
      {
        message: 'Invalid input.',
        extensions: {
          code: 'BAD_USER_INPUT',
          errors: [
            { field: 'input.documentId', message: 'wrong_length' },
            { field: 'nickname', message: 'Must Be Shorter' },
          ],
        },
      },
      { message: 'ignored', extensions: { code: 'FORBIDDEN' } },
    );
    expect(render(describeError(invalid))).toEqual([
      { title: 'Invalid input.', detail: 'Error en cédula, no tiene la cantidad de dígitos correcta' },
      { title: 'Invalid input.', detail: 'Error en nickname, must be shorter' },
    ]);
    expect(render(describeError(invalid), en)[0]?.detail).toBe('Error in national ID, does not have the right number of digits');
  });

  it('words the server\'s code for characters it cannot store, in both languages', () => {
    const refused = graphQLError({ message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', errors: [{ field: 'input.question', message: 'invalid_characters' }] } });
    expect(render(describeError(refused))[0]?.detail).toBe('Error en pregunta, contiene caracteres que no se pueden guardar');
    expect(render(describeError(refused), en)[0]?.detail).toBe('Error in question, contains characters that cannot be saved');
  });

  it('asks for a contact when nobody is signed in, in both languages', () => {
    const refused = graphQLError({ message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', errors: [{ field: 'input.email', message: 'contact_required' }] } });
    expect(render(describeError(refused))[0]?.detail).toBe('Error en correo electrónico, déjanos tu correo o tu WhatsApp para responderte');
    expect(render(describeError(refused), en)[0]?.detail).toMatch(/^Error in e-mail, leave your e-mail or WhatsApp number/);
  });

  it('tells a wrong current password apart from a failed sign-in', () => {
    expect(render(describeError({ code: 'WRONG_CURRENT_PASSWORD' }))[0]).toEqual({ title: 'Contraseña incorrecta', detail: 'La contraseña actual es incorrecta' });
    expect(render(describeError({ code: 'WRONG_CURRENT_PASSWORD' }), en)[0]?.detail).toBe('The current password is wrong');
  });

  it('titles any other code from the code itself and details it with the message', () => {
    expect(describeError(graphQLError({ message: 'The quote went stale meanwhile.', extensions: { code: 'QUOTE_STALE' } }))).toEqual([
      { title: 'Quote Stale', detail: 'The quote went stale meanwhile.' },
    ]);
    expect(titleFromCode('WRONG_CREDENTIALS')).toBe('Wrong Credentials');
    expect(titleFromCode('__ODD__CODE')).toBe('Odd Code');
  });

  it('falls back to the unhandled-exception texts for a GraphQL answer it cannot read', () => {
    const unexpected = [{ title: 'Algo salió mal', detail: 'Ha ocurrido un error inesperado, por favor intente luego' }];
    expect(render(describeError(new ClientError({ status: 502, headers: new Headers(), body: '<html>Bad gateway</html>' }, request)))).toEqual(unexpected);
    expect(render(describeError(graphQLError({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })))).toEqual(unexpected);
    expect(render(describeError(graphQLError({ message: '' })))).toEqual(unexpected);
    expect(render(describeError(graphQLError({ message: 'Syntax Error' })))).toEqual([{ title: 'Algo salió mal', detail: 'Syntax Error' }]);
    expect(render(describeError(graphQLError({ message: 'boom' })), en)[0]?.title).toBe('Something went wrong');
  });

  it('tells a lost connection apart from a server failure', () => {
    expect(render(describeError(new TypeError('Failed to fetch')))[0]?.title).toBe('Sin conexión');
    expect(render(describeError(new TypeError('fetch failed')), en)[0]?.title).toBe('No connection');
    expect(render(describeError(new TypeError("Cannot read properties of undefined (reading 'x')")))[0]?.title).toBe('Algo salió mal');
  });

  it('shows a custom error by its code and message, with SPEC wording for known codes', () => {
    expect(describeError({ code: 'SOLD_OUT', message: 'This car was just sold.' })).toEqual([{ title: 'SOLD_OUT', detail: 'This car was just sold.' }]);
    expect(render(describeError({ code: 'SOLD_OUT' }))[0]?.detail).toBe('Ha ocurrido un error inesperado, por favor intente luego');
    expect(render(describeError({ code: 'WRONG_CREDENTIALS' }))[0]?.detail).toBe('Correo o contraseña incorrecta');
    expect(render(describeError({ code: 'TOO_MANY_REQUESTS' }))[0]?.title).toBe('Demasiados intentos');
  });

  it('words the Google sign-in codes SPEC §8 names, and only those', () => {
    expect(render(describeError({ code: 'auth/popup-blocked', message: 'Firebase: popup blocked' }))[0]?.title).toBe('Ventana bloqueada');
    expect(render(describeError({ code: 'auth/popup-closed-by-user' }), en)[0]?.title).toBe('Sign-in cancelled');
    expect(render(describeError({ code: 'auth/cancelled-popup-request' }))[0]?.title).toBe('Ventana ya abierta');
    expect(render(describeError({ code: 'auth/account-exists-with-different-credential' }))[0]?.title).toBe('Cuenta existente');
    expect(render(describeError({ code: 'auth/network-request-failed' }))[0]?.title).toBe('Sin conexión');
    expect(render(describeError({ code: 'auth/invalid-api-key', message: 'Firebase: invalid key' }))[0]?.title).toBe('Algo salió mal');
  });

  it('treats anything else as an unhandled exception', () => {
    expect(render(describeError(new Error('kaboom')))[0]?.title).toBe('Algo salió mal');
    expect(render(describeError('a thrown string'))[0]?.title).toBe('Algo salió mal');
    expect(render(describeError({ code: '' }))[0]?.title).toBe('Algo salió mal');
  });
});
