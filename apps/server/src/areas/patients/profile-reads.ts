// Reads of a patient's profiles with the record's version (the If-Match a writer sends back) and where the patient
// lives (for the audit entry the repository writes).
import {
  birthDateToTimestamp,
  type FitStationProfile,
  type MedicalProfile,
  type MedicalProfileResponse,
} from "@solerx/domain/patient";
import { withTemplateSizeCopies } from "@solerx/domain/shoe-size";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { parseJsonColumn } from "../../db/json-column";
import type { DataScope } from "../../db/scope";
import { isUuid } from "../../db/users";
import { patientInScope, patientStore } from "./patient-scope";

/** GET …/fitStationProfile: undefined when the patient is not in the scope. */
export async function findFitStationProfile(
  db: Db,
  scope: DataScope,
  userID: string,
): Promise<(FitStationProfile & { version: number; storeID: string | null; companyID: string }) | undefined> {
  if (!isUuid(userID)) return undefined;
  const row = await db
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .select(["u.version", "u.company_id", "p.last_valid_session_id", "p.weight", patientStore(scope).as("store_id")])
    .where("u.id", "=", userID)
    .where(patientInScope(scope))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    lastValidScanningSession: row.last_valid_session_id ?? null,
    weight: row.weight ?? 0,
    version: row.version,
    storeID: row.store_id,
    companyID: row.company_id,
  };
}

/** GET …/fitStationMedicalProfile: the stored profile with the user row's reference ID and birth date. */
export async function findMedicalProfile(
  db: Db,
  scope: DataScope,
  userID: string,
): Promise<(MedicalProfileResponse & { storeID: string | null; companyID: string }) | undefined> {
  if (!isUuid(userID)) return undefined;
  const row = await db
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .select([
      "u.version",
      "u.company_id",
      "u.reference_id",
      sql<string | null>`u.birth_date::text`.as("birth_date"),
      "p.medical_profile",
      patientStore(scope).as("store_id"),
    ])
    .where("u.id", "=", userID)
    .where(patientInScope(scope))
    .executeTakeFirst();
  if (!row) return undefined;
  const stored = parseJsonColumn<unknown>(row.medical_profile);
  const birthDate = row.birth_date ? row.birth_date.split("-").map(Number) : null;
  const medicalProfile =
    stored == null
      ? null
      : ({
          ...(stored as object),
          prescriptionObj: withTemplateSizeCopies((stored as { prescriptionObj?: unknown }).prescriptionObj),
          patientID: row.reference_id ?? "",
          birthDateTimestamp: birthDateToTimestamp(
            birthDate ? { year: birthDate[0] ?? 0, month: birthDate[1] ?? 0, day: birthDate[2] ?? 0 } : null,
          ),
        } as MedicalProfile);
  return { medicalProfile, version: row.version, storeID: row.store_id, companyID: row.company_id };
}
