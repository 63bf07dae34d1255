import { hash, hashSync, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { STAFF_PASSWORD_LENGTH } from '@portal/api-client/rules/staff-roles';
import { demoStaffAccounts } from './demo-staff.ts';

// zxcvbn-ts estimates how many guesses a password takes: the 49 000 common passwords (from leaked
// password sets), words and names, keyboard walks, repeats, sequences and dates.
const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
/** zxcvbn's score out of 4: 3 is "safely unguessable" (about 10^8 guesses), its usual minimum. */
export const MIN_PASSWORD_SCORE = 3;

/** Whose password it is and where: guessing tries the account's and the hotel's own words first. */
export interface PasswordOwner {
  email: string;
  name: string;
  hotel: { name: string; code: string };
}

function wordsOf({ email, name, hotel }: PasswordOwner): string[] {
  const phrases = [email, email.slice(0, email.indexOf('@')), name, hotel.name, hotel.code];
  const words = phrases.flatMap((phrase) => [
    phrase,
    phrase.replace(/[\s@._-]+/gu, ''),
    ...phrase.split(/[\s@._-]+/u),
  ]);
  // The demo passwords `npm start` prints are anyone's.
  const published = demoStaffAccounts(hotel.code).map((demo) => demo.password);
  return [...new Set([...words, ...published])].filter((word) => word.length > 0);
}

/**
 * Too short, or guessed too soon: common, repeated or in sequence, made of the owner's words, or
 * a demo password of the hotel.
 */
export function isWeakPassword(password: string, owner: PasswordOwner): boolean {
  return (
    [...password].length < STAFF_PASSWORD_LENGTH.min ||
    strength.check(password, wordsOf(owner)).score < MIN_PASSWORD_SCORE
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

/**
 * Whether the account still has its demo password, which `npm start` prints: such an account is
 * disabled outside demo mode (seed/start-data.ts) and enabled again only with a new password.
 */
export async function hasDemoPassword(
  hotelCode: string,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  const demo = demoStaffAccounts(hotelCode).find((account) => account.email === email);
  return demo !== undefined && (await passwordMatches(passwordHash, demo.password));
}
