import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { describeOpsError } from './ops-errors';

const refused = (extensions: Record<string, unknown>) =>
  new ClientError({ status: 200, headers: new Headers(), body: '', errors: [{ message: 'refused', extensions } as never] }, { query: 'mutation revokeRole { revokeRole }' });

describe('a refused console action in words', () => {
  it('says the last admin keeps the role and what to do instead', () => {
    const item = describeOpsError(refused({ code: 'BAD_USER_INPUT', errors: [{ field: 'role', message: 'last_admin' }] }));
    expect(item.title).toMatchObject({ message: 'Último administrador' });
  });

  it('says what to do when a picture change is refused', () => {
    expect(describeOpsError(refused({ code: 'BAD_USER_INPUT', errors: [{ field: 'pictureId', message: 'main_picture_needed' }] })).detail).toMatchObject({ message: 'Sube otra foto exterior antes de quitar esta: pasará a ser la principal.' });
    expect(describeOpsError(refused({ code: 'BAD_USER_INPUT', errors: [{ field: 'pictureId', message: 'interior_cannot_be_main' }] })).title).toMatchObject({ message: 'La foto principal es de fuera' });
  });

  it('words any other refusal as the rest of the site does', () => {
    expect(describeOpsError(refused({ code: 'FORBIDDEN' })).title).toMatchObject({ message: 'Sin permiso' });
    expect(describeOpsError(refused({ code: 'BAD_USER_INPUT', errors: [{ field: 'email', message: 'invalid_email' }] })).title).toBe('refused');
  });
});
