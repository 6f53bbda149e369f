import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (SECURITY.md row 5). The package's Algorithm enum is a const enum,
// which isolated modules cannot read, so its value is spelled out: 2 is Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A real hash of a random secret: checking a password against it costs what a real check costs,
// so an unknown e-mail (or a Google-only account) answers no faster than a wrong password.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

/** Whether `password` matches `passwordHash`; a missing hash still spends the time of a check. */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
