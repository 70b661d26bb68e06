// The patients area's writes to one record and the reads of its profiles (the repository's `records`). ifMatch:
// the version the writer read (If-Match); each write answers the new version, or throws its refusal (recordRefused). A write
// named by an idempotency-key it was made with before answers that version again (record-write-keys.ts).

import type { SessionStatus } from "@solerx/domain/common";
import type { FitStationProfile, MedicalProfile, MedicalProfileResponse, UserDetails } from "@solerx/domain/patient";
import type { AreaContext } from "../context";
import { canDeletePatient, deletePatient } from "./patient-delete";
import { findFitStationProfile, findMedicalProfile } from "./profile-reads";
import { copyFitStationProfile, updateFitStationProfile, updateMedicalProfile } from "./profile-writes";
import type { WriteContext, WritePrecondition } from "./record-write";
import {
  addUserToSite,
  createPatientSession,
  createUser,
  type NewSessionOwners,
  updateCurrentOwner,
  updateUser,
} from "./user-writes";

export interface RecordsRepository {
  /** A patient user of the store (the operator's first store when none is named); undefined: no such store. */
  createUser(
    user: UserDetails & { storeID?: string | undefined },
  ): Promise<{ userID: string; version: number } | undefined>;
  update(userID: string, user: UserDetails, precondition?: WritePrecondition): Promise<number>;
  addToSite(userID: string, storeID: string, precondition?: WritePrecondition): Promise<number>;
  assignDoctor(userID: string, doctorID: string, precondition?: WritePrecondition): Promise<number>;
  createSession(owners: NewSessionOwners, ifMatch?: number): Promise<{ sessionID: string; version: number }>;
  canDelete(userID: string): Promise<boolean | undefined>;
  /**
   * Deletes the patient's rows, then its scans' files from the blob store; answers the keys of files that
   * could not be removed (the route logs them), the rows being gone already.
   */
  delete(userID: string, ifMatch?: number): Promise<{ blobsLeft: string[] }>;
  fitStationProfile(userID: string): Promise<(FitStationProfile & { version: number }) | undefined>;
  updateFitStationProfile(
    userID: string,
    profile: FitStationProfile,
    precondition?: WritePrecondition,
  ): Promise<number>;
  medicalProfile(userID: string): Promise<MedicalProfileResponse | undefined>;
  updateMedicalProfile(
    userID: string,
    options: { sessionID: string; action?: SessionStatus | undefined; update: boolean; profile: MedicalProfile },
    precondition?: WritePrecondition,
  ): Promise<number>;
  copyFitStationProfile(
    userID: string,
    from: { oldUserID: string; sessionID: string; oldSessionID: string },
    precondition?: WritePrecondition,
  ): Promise<number>;
}

export function recordsRepository({ db, operator, route, blobs, own, read, audit }: AreaContext): RecordsRepository {
  const writing = (ifMatch: number | undefined): WriteContext => ({
    scope: own,
    operatorID: operator.userID,
    route,
    ifMatch,
  });
  const keyed = (precondition: WritePrecondition = {}): WriteContext => ({
    ...writing(precondition.ifMatch),
    idempotencyKey: precondition.idempotencyKey,
  });
  /** A read of a patient's profile is audited like a read of the record. */
  const audited = async <T extends { storeID: string | null; companyID: string }>(
    userID: string,
    found: T | undefined,
  ) => {
    if (found) await audit({ patientID: userID, storeID: found.storeID, companyID: found.companyID });
    return found;
  };

  return {
    createUser: ({ storeID, ...user }) =>
      createUser(db, writing(undefined), { ...user, storeID: storeID ?? own.storeIDs[0] ?? "" }),
    update: (userID, user, precondition) => updateUser(db, keyed(precondition), userID, user),
    addToSite: (userID, storeID, precondition) => addUserToSite(db, keyed(precondition), userID, storeID),
    assignDoctor: (userID, doctorID, precondition) => updateCurrentOwner(db, keyed(precondition), userID, doctorID),
    createSession: (owners, ifMatch) => createPatientSession(db, writing(ifMatch), owners),
    canDelete: (userID) => canDeletePatient(db, read, userID),
    async delete(userID, ifMatch) {
      const keys = await deletePatient(db, writing(ifMatch), userID);
      const outcomes = await Promise.allSettled(keys.map((key) => blobs.delete(key)));
      return { blobsLeft: keys.filter((_key, index) => outcomes[index]?.status === "rejected") };
    },
    async fitStationProfile(userID) {
      const found = await audited(userID, await findFitStationProfile(db, read, userID));
      return (
        found && {
          lastValidScanningSession: found.lastValidScanningSession,
          weight: found.weight,
          version: found.version,
        }
      );
    },
    updateFitStationProfile: (userID, profile, precondition) =>
      updateFitStationProfile(db, keyed(precondition), userID, profile),
    async medicalProfile(userID) {
      const found = await audited(userID, await findMedicalProfile(db, read, userID));
      return found && { medicalProfile: found.medicalProfile, version: found.version };
    },
    updateMedicalProfile: (userID, options, precondition) =>
      updateMedicalProfile(db, keyed(precondition), userID, options),
    copyFitStationProfile: (userID, from, precondition) => copyFitStationProfile(db, keyed(precondition), userID, from),
  };
}
