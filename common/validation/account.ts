// zod/mini: the SPA's auth forms and the API check accounts with these very schemas.
import * as z from 'zod/mini';

/**
 * SPEC §5 rules for accounts. Messages are codes the SPA words in the visitor's language and the
 * API sends as `extensions.errors[].message`:
 * required, only_letters, only_numbers, invalid_email, too_short, too_long, wrong_length,
 * passwords_differ, terms_required.
 */
export const ACCOUNT_LIMITS = {
  maxName: 50,
  maxEmail: 50,
  minPassword: 6,
  /** The settings screen asks for more than sign-up does (SPEC §5). */
  minNewPassword: 8,
  maxPassword: 50,
  /** Dominican cédula and licence: 11 digits; phone: 10 digits. */
  idLength: 11,
  phoneLength: 10,
  maxAddress: 200,
} as const;

// Letters of any language (María, Núñez) and spaces between words.
const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
export const DIGITS = /^\d+$/;

// A value left out where a text is due (an optional GraphQL field such as PersonInput.documentId) is 'required' too.
export const trimmed = () => z.string({ error: 'required' }).check(z.trim());

/**
 * An empty field is only 'required': aborting here keeps the rules after it (letters, e-mail shape,
 * length) from also firing, so every form and the API name the missing value first.
 */
export const required = () => z.minLength(1, { error: 'required', abort: true });

export const personName = () =>
  trimmed().check(
    required(),
    z.maxLength(ACCOUNT_LIMITS.maxName, 'too_long'),
    z.regex(LETTERS_AND_SPACES, 'only_letters'),
  );

/** Lower-cased so one address is one account whatever its capitals. */
export const emailSchema = z.pipe(
  trimmed().check(
    required(),
    z.maxLength(ACCOUNT_LIMITS.maxEmail, 'too_long'),
    z.refine((email) => z.email().safeParse(email).success, 'invalid_email'),
  ),
  z.transform((email: string) => email.toLowerCase()),
);

// Passwords are never trimmed: a space is a character the user chose.
const password = (min: number) =>
  z.string().check(required(), z.minLength(min, 'too_short'), z.maxLength(ACCOUNT_LIMITS.maxPassword, 'too_long'));

/** Digits only and exactly `length` of them; empty means "not given". */
export const optionalDigits = (length: number) =>
  z.nullish(
    z.pipe(
      trimmed().check(
        z.refine((value) => value === '' || DIGITS.test(value), 'only_numbers'),
        // One message at a time: the length only matters once the value is digits.
        z.refine((value) => !DIGITS.test(value) || value.length === length, 'wrong_length'),
      ),
      z.transform((value: string) => value || null),
    ),
  );

export const signInSchema = z.object({
  email: emailSchema,
  password: password(ACCOUNT_LIMITS.minPassword),
});

export const signUpSchema = z.object({
  name: personName(),
  lastName: personName(),
  email: emailSchema,
  password: password(ACCOUNT_LIMITS.minPassword),
});

/** The register form adds what the API never receives: the repeated password and the terms box. */
export const registerFormSchema = z
  .object({
    ...signUpSchema.shape,
    confirmPassword: z.string().check(required(), z.maxLength(ACCOUNT_LIMITS.maxPassword, 'too_long')),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, 'terms_required')),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, { message: 'passwords_differ', path: ['confirmPassword'] }),
  );

export const recoverSchema = z.object({ email: emailSchema });

export const newPasswordSchema = z.object({
  password: password(ACCOUNT_LIMITS.minPassword),
});

export const profileSchema = z.object({
  name: personName(),
  lastName: personName(),
  telephoneNumber: optionalDigits(ACCOUNT_LIMITS.phoneLength),
  documentId: optionalDigits(ACCOUNT_LIMITS.idLength),
  drivingLicense: optionalDigits(ACCOUNT_LIMITS.idLength),
  address: z.nullish(
    z.pipe(
      trimmed().check(z.maxLength(ACCOUNT_LIMITS.maxAddress, 'too_long')),
      z.transform((value: string) => value || null),
    ),
  ),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().check(required(), z.maxLength(ACCOUNT_LIMITS.maxPassword, 'too_long')),
  newPassword: password(ACCOUNT_LIMITS.minNewPassword),
});

/** The security tab: the new password typed twice. */
export const changePasswordFormSchema = z
  .object({
    ...changePasswordSchema.shape,
    repeatPassword: z.string().check(required()),
  })
  .check(
    z.refine((form) => form.newPassword === form.repeatPassword, { message: 'passwords_differ', path: ['repeatPassword'] }),
  );

export type SignInInput = z.output<typeof signInSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;
export type RegisterForm = z.input<typeof registerFormSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
