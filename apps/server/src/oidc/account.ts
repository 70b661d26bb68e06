// Who may sign in, and what the provider may say about them.
import { hash, verify } from "@node-rs/argon2";
import type { FindAccount } from "oidc-provider";
import type { Db } from "../db/database";
import { findAccountClaims, findSignInUser } from "../db/users";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Compared against when the e-mail is unknown, so an unknown address costs the same time as a wrong password
 * and the answer's timing does not tell which e-mail addresses have accounts.
 */
let decoyHash: Promise<string> | undefined;

/** The account id (users.id) when the e-mail and password match an operator; undefined otherwise. */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<string | undefined> {
  const user = email ? await findSignInUser(db, email) : undefined;
  if (!user) {
    decoyHash ??= hashPassword("solerx-decoy-password");
    await verify(await decoyHash, password || " ").catch(() => false);
    return undefined;
  }
  const matches = await verify(user.passwordHash, password).catch(() => false);
  return matches ? user.id : undefined;
}

/** The provider's findAccount: sub is users.id; claims come from the database at the time they are asked for. */
export function accountFinder(db: Db): FindAccount {
  return async (_ctx, sub) => {
    const claims = await findAccountClaims(db, sub);
    if (!claims) return undefined;
    return {
      accountId: claims.sub,
      async claims() {
        const current = (await findAccountClaims(db, sub)) ?? claims;
        return {
          sub: current.sub,
          ...(current.email ? { email: current.email } : {}),
          given_name: current.given_name,
          family_name: current.family_name,
        };
      },
    };
  };
}
