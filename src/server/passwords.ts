import { hash, verify } from '@node-rs/argon2';
import { HttpError } from './plugins/errors.js';

/** `Algorithm.Argon2id`; the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 40 ms a hash on these machines).
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, ARGON2_OPTIONS);
}

/** Compared against when the e-mail is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  if (passwordHash === undefined) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/**
 * What a change only the account's owner may make asks first (two-step sign-in on or off, a new password, deleting the
 * account): the account's password. Any other is refused with 400 and `message`, on the form's `field`.
 */
export async function requireOwnPassword(
  user: { passwordHash: string },
  password: string,
  refusal: { field: string; message: string },
) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, refusal.message, { [refusal.field]: refusal.message });
  }
}
