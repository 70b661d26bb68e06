// Users as the sign-in and the API's caller checks need them.
import type { Db } from "./database";

export interface SignInUser {
  id: string;
  email: string;
  passwordHash: string;
}

/** An operator who may sign in: has an e-mail and a password. */
export async function findSignInUser(db: Db, email: string): Promise<SignInUser | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "password_hash"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .where("user_type", "=", "OPERATOR")
    .where("password_hash", "is not", null)
    .executeTakeFirst();
  if (!row?.email || !row.password_hash) return undefined;
  return { id: row.id, email: row.email, passwordHash: row.password_hash };
}

export interface AccountClaims {
  sub: string;
  email: string | null;
  given_name: string;
  family_name: string;
}

/** The OpenID claims of an operator (sub is users.id); undefined for patients and unknown ids. */
export async function findAccountClaims(db: Db, userID: string): Promise<AccountClaims | undefined> {
  if (!isUuid(userID)) return undefined;
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name"])
    .where("id", "=", userID)
    .where("user_type", "=", "OPERATOR")
    .executeTakeFirst();
  return row && { sub: row.id, email: row.email, given_name: row.first_name, family_name: row.last_name };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid column compared with a malformed string is a database error, not "not found": check first. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
