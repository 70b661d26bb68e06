// Writes to a patient's profiles: the FitStation profile, the medical profile (with its reference ID and birth date
// on the user row) and the reorder's copy of both. Each goes through write() (record-write.ts).

import type { SessionStatus } from "@solerx/domain/common";
import { type FitStationProfile, type MedicalProfile, timestampToBirthDate, weightInLbs } from "@solerx/domain/patient";
import { withoutSizeCopies } from "@solerx/domain/shoe-size";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { type DataScope, inScope } from "../../db/scope";
import { isUuid } from "../../db/users";
import { addSessionStatus } from "../sessions/index";
import { patientInScope } from "./patient-scope";
import { recordRefused } from "./record-refused";
import { type WriteContext, write } from "./record-write";

/** The scan session is the patient's (and in the scope); otherwise the profile update is refused. */
async function requirePatientSession(trx: Db, scope: DataScope, userID: string, sessionID: string | null) {
  if (sessionID === null) return;
  const session = isUuid(sessionID)
    ? await trx
        .selectFrom("sessions")
        .select("id")
        .where("id", "=", sessionID)
        .where("user_id", "=", userID)
        .where(inScope(scope, { company: "company_id", store: "store_id" }))
        .executeTakeFirst()
    : undefined;
  if (!session) throw recordRefused("foreignSession");
}

async function upsertProfile(
  trx: Db,
  userID: string,
  values: { last_valid_session_id?: string | null; weight?: number; medical_profile?: string | null },
) {
  await trx
    .insertInto("profiles")
    .values({ user_id: userID, weight: 0, ...values })
    .onConflict((c) => c.column("user_id").doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}

/** POST /profile/{userID}/update/fitStationProfile. */
export function updateFitStationProfile(
  db: Db,
  context: WriteContext,
  userID: string,
  profile: FitStationProfile,
): Promise<number> {
  return write(db, context, userID, async (trx) => {
    await requirePatientSession(trx, context.scope, userID, profile.lastValidScanningSession);
    await upsertProfile(trx, userID, {
      last_valid_session_id: profile.lastValidScanningSession,
      weight: profile.weight,
    });
  });
}

/** A birth date column value ('YYYY-MM-DD') of a profile timestamp; null below the threshold (no birth date). */
function birthDateColumn(timestamp: number): string | null {
  const date = timestampToBirthDate(timestamp);
  if (!date) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Stores a medical profile: reference ID and birth date on the user row, the rest and the weight in lbs in profiles. */
export async function storeMedicalProfile(trx: Db, userID: string, profile: MedicalProfile): Promise<void> {
  const { patientID, birthDateTimestamp, ...stored } = profile;
  const referenceID = patientID.trim();
  await trx
    .updateTable("users")
    .set({ reference_id: referenceID === "" ? null : referenceID, birth_date: birthDateColumn(birthDateTimestamp) })
    .where("id", "=", userID)
    .execute();
  await upsertProfile(trx, userID, {
    medical_profile: JSON.stringify({ ...stored, prescriptionObj: withoutSizeCopies(stored.prescriptionObj) }),
    weight: weightInLbs(stored.weight, stored.weightUnit),
  });
}

/**
 * POST /profile/{userID}/update/fitStationMedicalProfile. The session must be the patient's; action adds its status
 * to the session; update false keeps the stored profile. The reference ID and birth date live on the user row only
 * (the list reads them there), so the stored JSON leaves them out; profiles.weight follows the profile's weight in
 * pounds.
 */
export function updateMedicalProfile(
  db: Db,
  context: WriteContext,
  userID: string,
  options: { sessionID: string; action?: SessionStatus | undefined; update: boolean; profile: MedicalProfile },
): Promise<number> {
  return write(db, context, userID, async (trx) => {
    await requirePatientSession(trx, context.scope, userID, options.sessionID);
    if (options.action) await addSessionStatus(trx, options.sessionID, options.action);
    if (options.update) await storeMedicalProfile(trx, userID, options.profile);
  });
}

/**
 * POST /profile/{userID}/copyFitStationProfile (reorder): the old patient's profile, medical profile, reference ID
 * and birth date go to the new patient, whose profile points at its own new session.
 */
export function copyFitStationProfile(
  db: Db,
  context: WriteContext,
  userID: string,
  from: { oldUserID: string; sessionID: string; oldSessionID: string },
): Promise<number> {
  return write(db, context, userID, async (trx) => {
    await requirePatientSession(trx, context.scope, userID, from.sessionID);
    await requirePatientSession(trx, context.scope, from.oldUserID, from.oldSessionID);
    const old = await trx
      .selectFrom("users as u")
      .leftJoin("profiles as p", "p.user_id", "u.id")
      .select([
        "u.reference_id",
        sql<string | null>`u.birth_date::text`.as("birth_date"),
        "p.weight",
        "p.medical_profile",
      ])
      .where("u.id", "=", from.oldUserID)
      .where(patientInScope(context.scope))
      .executeTakeFirst();
    if (!old) throw recordRefused("missing");
    await trx
      .updateTable("users")
      .set({ reference_id: old.reference_id, birth_date: old.birth_date })
      .where("id", "=", userID)
      .execute();
    const medical = old.medical_profile == null ? null : JSON.stringify(old.medical_profile);
    await upsertProfile(trx, userID, {
      last_valid_session_id: from.sessionID,
      weight: old.weight ?? 0,
      medical_profile: medical,
    });
  });
}
