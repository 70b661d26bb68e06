// The agent's calls to the SoleRx server, made with the operator's bearer token from the scan request: the
// patient's shoe size (so the mock scanner's foot fits the patient) and the scan upload flow of spec 000 §7
// "Biometric and scan upload": POST upload_url, PUT the file to the address it returns, PATCH complete_upload.

import { DEFAULTS, type ScanSubtype } from "@solerx/domain/common";
import { MedicalProfile, Session } from "@solerx/domain/patient";
import { type Foot, type ScanMeasurements, type UploadMetaData, UploadUrlResponse } from "@solerx/domain/scan";
import { DEFAULT_SHOE_SIZE_UNIT, profileShoeSizeUnit } from "@solerx/domain/shoe-size";
import { z } from "zod";
import type { ShoeSize } from "./scanner-driver";

export interface ScanUpload {
  accessToken: string;
  sessionId: string;
  subtype: ScanSubtype;
  /** What the scan was taken with; the measurements travel in it too (UploadMetaData). */
  metaData: Omit<UploadMetaData, "measurements">;
  draco: Uint8Array;
  measurements: ScanMeasurements;
}

export interface ScanUploader {
  /** Registers, uploads and completes one scan; rejects with an error naming the step that failed. */
  upload(scan: ScanUpload): Promise<{ measurementID: string }>;
}

export interface PatientSizes {
  /** The shoe size of the session's patient for one foot; the form's default when the server has none. */
  shoeSize(input: { accessToken: string; sessionId: string; foot: Foot }): Promise<ShoeSize>;
}

const DEFAULT_SHOE_SIZE: ShoeSize = {
  size: DEFAULTS.formShoeSize,
  unit: profileShoeSizeUnit(DEFAULT_SHOE_SIZE_UNIT),
};

/** What the agent reads of GET fitStationMedicalProfile: the contract's per-foot sizes, null before a save. */
const ProfileSizes = z.object({
  medicalProfile: MedicalProfile.pick({
    leftShoeSize: true,
    rightShoeSize: true,
    leftGenderShoeSize: true,
    rightGenderShoeSize: true,
  }).nullable(),
});
const REQUEST_TIMEOUT_MS = 30_000;

export function createServerClient(
  serverUrl: string,
  {
    timeoutMs = REQUEST_TIMEOUT_MS,
    fetch = globalThis.fetch,
  }: { timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): ScanUploader & PatientSizes {
  const api = `${serverUrl.replace(/\/+$/, "")}/api/v1`;
  const signal = () => AbortSignal.timeout(timeoutMs);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function getJson(path: string, token: string): Promise<unknown> {
    const response = await fetch(`${api}${path}`, { headers: bearer(token), signal: signal() });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response.json();
  }

  return {
    async shoeSize({ accessToken, sessionId, foot }) {
      try {
        const session = Session.parse(await getJson(`/profile/session/${encodeURIComponent(sessionId)}`, accessToken));
        const userID = session.owners.find((owner) => owner.type === "USER")?.id;
        if (!userID) return DEFAULT_SHOE_SIZE;
        const { medicalProfile } = ProfileSizes.parse(
          await getJson(`/profile/user/${encodeURIComponent(userID)}/fitStationMedicalProfile`, accessToken),
        );
        if (!medicalProfile) return DEFAULT_SHOE_SIZE;
        return { size: medicalProfile[`${foot}ShoeSize`], unit: medicalProfile[`${foot}GenderShoeSize`] };
      } catch {
        // The size only shapes the mock foot: a scan still works without it.
        return DEFAULT_SHOE_SIZE;
      }
    },

    async upload(scan) {
      const registered = await call("upload_url", () =>
        fetch(`${api}/agent/scans/file/upload_url`, {
          method: "POST",
          headers: { ...bearer(scan.accessToken), "content-type": "application/json" },
          body: JSON.stringify({
            session_id: scan.sessionId,
            subtype: scan.subtype,
            metaData: { ...scan.metaData, measurements: scan.measurements },
          }),
          signal: signal(),
        }),
      );
      const { measurementID, url } = uploadTarget(await registered.json());
      await call("upload", () =>
        fetch(url, {
          method: "PUT",
          headers: { "content-type": "application/octet-stream" },
          body: scan.draco,
          signal: signal(),
        }),
      );
      await call("complete_upload", () =>
        fetch(`${api}/agent/scans/file/${encodeURIComponent(measurementID)}/complete_upload`, {
          method: "PATCH",
          headers: bearer(scan.accessToken),
          signal: signal(),
        }),
      );
      return { measurementID };
    },
  };
}

async function call(step: string, request: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    throw uploadError(step, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw uploadError(step, `${response.status} ${body.slice(0, 200)}`);
  }
  return response;
}

/** The scan service reports only the message (as UPLOAD_FAILED), so a plain Error naming the step is enough. */
function uploadError(step: string, detail: string): Error {
  return new Error(`${step}: ${detail}`);
}

function uploadTarget(body: unknown): UploadUrlResponse {
  const parsed = UploadUrlResponse.safeParse(body);
  if (!parsed.success) throw uploadError("upload_url", "the answer is not an upload address");
  return parsed.data;
}
