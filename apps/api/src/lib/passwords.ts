import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * The password hash of a user who has none yet (a user created through the API, spec §9) or may
 * not log in (platform users of the seed): not an argon2 hash, so nothing verifies against it.
 */
export const NO_PASSWORD = '!';

export const hasUsablePassword = (passwordHash: string | null | undefined): passwordHash is string =>
  typeof passwordHash === 'string' && passwordHash.startsWith('$argon2');

// A hash of a random secret with the same argon2 parameters as the real ones, made once per process.
let dummy: Promise<string> | null = null;
const dummyHash = () => {
  dummy ??= hash(randomBytes(32).toString('base64url'));
  return dummy;
};

/**
 * Verifies a password against a user's hash, or against a dummy hash when there is no user or no
 * usable password: a login for an unknown account costs the same argon2 work as for a known one,
 * so its answer time tells nothing (issue 12).
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!hasUsablePassword(passwordHash)) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

export const hashPassword = (password: string) => hash(password);
