// The calls of a reorder (spec 000 §4 "Reorder"): a new patient with the old one's names and doctor (and a new
// scan session, created by ./create-patient.ts), then the old FitStation profile copied into it.
import { RecordVersion } from "@solerx/domain/patient";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

/** POST /profile/{userID}/copyFitStationProfile?oldUserID&sessionID&oldSessionID. */
export function copyFitStationProfile(copy: {
  userID: string;
  sessionID: string;
  oldUserID: string;
  oldSessionID: string;
}) {
  return apiRequest({
    method: "POST",
    path: `/profile/${encodeURIComponent(copy.userID)}/copyFitStationProfile`,
    query: { oldUserID: copy.oldUserID, sessionID: copy.sessionID, oldSessionID: copy.oldSessionID },
    schema: z.union([RecordVersion, z.unknown()]),
  });
}
