import { hash, hashSync, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { STAFF_PASSWORD_LENGTH } from '@portal/api-client/rules/staff-roles';

// zxcvbn-ts's list of the 49 000 most common passwords (from leaked password sets), kept on npm.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** Too short, or one that guessing tries first (compared without case). */
export function isWeakPassword(password: string): boolean {
  return (
    [...password].length < STAFF_PASSWORD_LENGTH.min || COMMON_PASSWORDS.has(password.toLowerCase())
  );
}

// The library's defaults: argon2id, 19 MiB, 2 passes, 1 lane (OWASP's recommendation); its
// `Algorithm` is a const enum, which type stripping cannot read.

/** argon2id, as a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** For commands and seeding, where nothing else waits. */
export function hashPasswordNow(password: string): string {
  return hashSync(password);
}

// An unknown e-mail is checked against this, so it takes as long as a wrong password.
const NOBODY = hashSync('no account has this password');

/** Whether the password is the one hashed; a stored hash that cannot be read never matches. */
export async function passwordMatches(storedHash: string | null, password: string) {
  try {
    const matches = await verify(storedHash ?? NOBODY, password);
    return storedHash !== null && matches;
  } catch {
    return false;
  }
}
