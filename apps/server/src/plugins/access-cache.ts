// What every /api/v1 request needs before its handler, kept in memory (issue 17 point 8): each access token's
// verified claims until the token expires (a signature check is the same answer every time), and each sign-in's
// operator scope (grant live, company, stores with their names, roles) until the database says it changed. The
// database sends that to every replica (migrations 0012 and 0015's triggers, db/notifications.ts): a sign-out or
// revocation ("grant:<id>"), an operator's or its memberships' change ("user:<id>"), anything wider ("*": a store
// moved, removed or renamed, a company's name or flag); "patient:…" (migration 0016) is for the owner cache
// (owner-cache.ts). While no message could reach this process (its listening connection is down), nothing is kept
// or answered from memory.
import type { JWTPayload } from "jose";
import type { Notifications } from "../db/notifications";
import type { OperatorScope, SignedIn } from "../db/operator-scope";

/** Enough for every signed-in operator of a large deployment; the oldest is dropped past it. */
const MAX_ENTRIES = 10_000;
/** A kept scope is read again after this long whatever happened: the bound of any message ever lost. */
const MAX_SCOPE_AGE_MS = 5 * 60 * 1000;

interface KeptScope {
  sub: string;
  signedIn: SignedIn;
  until: number;
}

function keep<T>(map: Map<string, T>, key: string, value: T) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

export class AccessCache {
  private readonly tokens = new Map<string, { claims: JWTPayload; until: number }>();
  private readonly scopes = new Map<string, KeptScope>();
  /** Moves on every change message, so a scope read before one is not kept after it. */
  private generation = 0;

  constructor(
    private readonly changes: Pick<Notifications, "live" | "subscribe">,
    // Read at each call, not captured: the process clock the provider judges expiry by (tests move it).
    private readonly now: () => number = () => Date.now(),
  ) {
    changes.subscribe((payload) => this.forget(payload));
  }

  /**
   * The token's claims when it was verified before and has not expired since. `credential`: the token, or the whole
   * Authorization header that carried it (auth.ts keeps claims by header).
   */
  claims(credential: string): JWTPayload | undefined {
    const kept = this.tokens.get(credential);
    if (!kept) return undefined;
    if (kept.until > this.now()) return kept.claims;
    this.tokens.delete(credential);
    return undefined;
  }

  /** Keeps a verified token's claims until its expiry (a token without one is verified every time). */
  keepClaims(credential: string, claims: JWTPayload): void {
    if (typeof claims.exp === "number") keep(this.tokens, credential, { claims, until: claims.exp * 1000 });
  }

  /** The kept scope of the grant, for its own subject only; undefined when none is kept or it may be stale. */
  scope(grantID: string, sub: string): SignedIn | undefined {
    if (!this.changes.live) return undefined;
    const kept = this.scopes.get(grantID);
    if (!kept || kept.sub !== sub) return undefined;
    if (kept.until > this.now()) return kept.signedIn;
    this.scopes.delete(grantID);
    return undefined;
  }

  /** A mark to pass to keepScope: taken before the scope is read, so a change heard meanwhile drops the read. */
  mark(): number {
    return this.generation;
  }

  keepScope(mark: number, grantID: string, sub: string, scope: OperatorScope): void {
    if (mark !== this.generation || !this.changes.live) return;
    const age = this.now() + MAX_SCOPE_AGE_MS;
    const until = scope.grantExpiresAt === null ? age : Math.min(age, scope.grantExpiresAt.getTime());
    keep(this.scopes, grantID, { sub, signedIn: { operator: scope.operator, stores: scope.stores }, until });
  }

  /** A change message: "grant:<id>", "user:<id>", "*" (anything), or "patient:…" (owners only: owner-cache.ts). */
  forget(payload: string): void {
    this.generation += 1;
    const [kind, id] = payload.split(":", 2);
    // A patient's stores, company or orders are no part of any operator's scope.
    if (kind === "patient" && id) return;
    if (kind === "grant" && id) {
      this.scopes.delete(id);
    } else if (kind === "user" && id) {
      for (const [grantID, kept] of this.scopes) if (kept.signedIn.operator.userID === id) this.scopes.delete(grantID);
    } else {
      this.scopes.clear();
    }
  }
}
