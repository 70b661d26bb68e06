// Brute-force limits of the sign-in form. Per address: @fastify/rate-limit on the form's POST (interactions.ts).
// Per account: this rule, on failures kept in the database, so guessing one account's password from many
// addresses or against several replicas is held back too. A success clears the account's failures.
import type { Db } from "../db/database";
import { clearFailures, takeAttempt } from "../db/sign-in-failures";

export const ACCOUNT_LIMIT = {
  /** Failed attempts allowed per account within the window… */
  failures: 10,
  /** …of this many minutes; the account then waits until its oldest failure leaves the window. */
  windowMinutes: 15,
} as const;

/** The key failures are counted under: the e-mail as a person would mean it. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

function windowStart(): Date {
  return new Date(Date.now() - ACCOUNT_LIMIT.windowMinutes * 60_000);
}

/**
 * Asks to weigh one password for the account: false when it is locked (nothing is recorded, and even the right
 * password must wait). Otherwise the attempt already counts as a failure, until noteSuccess clears it; call this
 * before checking the password, so parallel attempts never pass the count together.
 */
export function beginAttempt(db: Db, email: string, address: string): Promise<boolean> {
  return takeAttempt(db, accountKey(email), address, windowStart(), ACCOUNT_LIMIT.failures);
}

export async function noteSuccess(db: Db, email: string): Promise<void> {
  await clearFailures(db, accountKey(email));
}
