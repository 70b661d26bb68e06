// The tenancy check's patients' owners kept in memory (issue 17 point 8): a patient's company, the stores it is a
// BASIC member of and whether it has an order change only when it is created, added to or removed from a store,
// moved, blocked, deleted, or given an order, and the database announces each of those to every replica
// (migration 0016: "patient:<id>", "patient:*"; "*" from migration 0012 too). So the owners a record read checks
// are read once, not on every request, and the read is one round trip (the record with its audit entry). As for
// the access cache (access-cache.ts): nothing is kept or answered while no message could reach this process, a
// message heard while owners were being read drops that read, and an owner is read again after MAX_AGE_MS anyway.
// Only found patients are kept: a missing one is asked for every time (a 404 is never made stale by a creation).
import type { ResourceOwner } from "../access/index";
import type { Notifications } from "../db/notifications";

/** A clinic's patients read in a working day many times over; the oldest is dropped past it. */
const MAX_ENTRIES = 20_000;
/** A kept owner is read again after this long whatever happened: the bound of any message ever lost. */
const MAX_AGE_MS = 5 * 60 * 1000;

export class OwnerCache {
  private readonly owners = new Map<string, { owner: ResourceOwner; until: number }>();
  /** Moves on every change message, so owners read before one are not kept after it. */
  private generation = 0;

  constructor(
    private readonly changes: Pick<Notifications, "live" | "subscribe">,
    private readonly now: () => number = () => Date.now(),
  ) {
    changes.subscribe((payload) => this.forget(payload));
  }

  /** The kept owner of the patient (its id in lower case); undefined when none is kept or it may be stale. */
  patient(id: string): ResourceOwner | undefined {
    if (!this.changes.live) return undefined;
    const kept = this.owners.get(id);
    if (!kept) return undefined;
    if (kept.until > this.now()) return kept.owner;
    this.owners.delete(id);
    return undefined;
  }

  /** A mark to pass to keepPatient: taken before the owner is read, so a change heard meanwhile drops the read. */
  mark(): number {
    return this.generation;
  }

  keepPatient(mark: number, id: string, owner: ResourceOwner): void {
    if (mark !== this.generation || !this.changes.live) return;
    this.owners.delete(id);
    this.owners.set(id, { owner, until: this.now() + MAX_AGE_MS });
    if (this.owners.size > MAX_ENTRIES) {
      const oldest = this.owners.keys().next().value;
      if (oldest !== undefined) this.owners.delete(oldest);
    }
  }

  /** A change message: "patient:<id>" (or "user:<id>") forgets that user, "grant:<id>" nothing, anything else all. */
  forget(payload: string): void {
    this.generation += 1;
    const [kind, id] = payload.split(":", 2);
    if (kind === "grant" && id) return;
    if ((kind === "patient" || kind === "user") && id && id !== "*") this.owners.delete(id);
    else this.owners.clear();
  }
}
