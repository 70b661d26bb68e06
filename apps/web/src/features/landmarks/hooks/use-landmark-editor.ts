// The landmark screen's state: the open record's latest scan of each foot, its landmarks as the clinician left
// them (the medical profile's leroyMeta), the landmark selected, and the measurements they define. A finished
// move (a drag let go, an arrow key) or a reset goes to the record's save queue with the spec's landmark delay
// (SAVE_TIMING.landmarkSaveDelayMs, 2.5 s after the last change), which marks the patient dirty until it is
// written: leroyMeta gets the foot's moved points, every other key kept (withClinicianLandmarks).

import { SAVE_TIMING } from "@solerx/domain/common";
import {
  footFrame,
  measurementsWithLandmarks,
  nudgeInPlan,
  readVisualizerMeta,
  withClinicianLandmarks,
} from "@solerx/domain/design";
import type { MedicalProfile, MedicalProfileResponse } from "@solerx/domain/patient";
import type { LandmarkName, Point3, ScanProperties } from "@solerx/domain/scan";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useMedicalProfile } from "../../../entities/patient/api/get-medical-profile";
import { fromPatientRecord, toMedicalProfile } from "../../../entities/patient/form/patient-form";
import { patientKeys } from "../../../entities/patient/query-keys";
import { savePatient } from "../../../entities/patient/record-writer";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import type { LoadedScan } from "../../../entities/scan/lib/scan-loading";
import { useScanLoading } from "../../../entities/scan/use-scan-loading";
import { showErrorSnackbar } from "../../../lib/snackbar";
import {
  clinicianLandmarks,
  currentPoints,
  distanceFromSuggestion,
  type FootEdits,
  moveLandmark,
  openFoot,
  resetFoot,
  resetLandmark,
} from "../lib/landmark-edits";
import { LANDMARK_TEXTS, type Side } from "../texts";

export const SIDES = ["left", "right"] as const;

/** One arrow key press moves a landmark this far in the foot's plan; with Shift, the larger step. */
export const NUDGE_MM = 1;
export const NUDGE_SHIFT_MM = 5;

export interface Selection {
  side: Side;
  name: LandmarkName;
}

/** The nearest point of a foot's scan surface (the 3D view's, once its scan is decoded). */
type SurfaceSnap = (side: Side, point: Point3) => Point3 | null;

type Feet = Record<Side, FootEdits | null>;

function scanOf(loaded: LoadedScan | null) {
  return loaded ? { id: loaded.scan.measurementID, properties: loaded.properties } : null;
}

export function useLandmarkEditor() {
  const record = useOpenPatientRecord();
  const userId = record.data?.userID ?? null;
  const sessionId = record.data?.sessionID ?? null;
  const loading = useScanLoading(sessionId);
  const profile = useMedicalProfile(userId);
  const queryClient = useQueryClient();
  const [feet, setFeet] = useState<Feet>({ left: null, right: null });
  const feetRef = useRef(feet);
  feetRef.current = feet;
  const [selected, setSelected] = useState<Selection | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const snapRef = useRef<SurfaceSnap | null>(null);

  // A foot's loaded scan stays the same object until that foot's latest scan changes (scan-loading fetchScanSet).
  const leftScan = loading.set.left;
  const rightScan = loading.set.right;
  const scans = useMemo(() => ({ left: scanOf(leftScan), right: scanOf(rightScan) }), [leftScan, rightScan]);

  // Each foot opens once per scan, with what the profile keeps; a newer scan of the foot opens afresh.
  const profileLoaded = profile.isSuccess;
  const storedMeta = profile.data?.medicalProfile?.leroyMeta ?? "";
  useEffect(() => {
    if (!profileLoaded) return;
    setFeet((current) => {
      let next = current;
      for (const side of SIDES) {
        const scan = scans[side];
        if ((current[side]?.scanID ?? null) === (scan?.id ?? null)) continue;
        const opened = scan ? openFoot(scan.id, scan.properties.landmarks, readVisualizerMeta(storedMeta), side) : null;
        next = { ...next, [side]: opened };
      }
      return next;
    });
  }, [profileLoaded, scans, storedMeta]);

  /** Queues the foot's landmarks in leroyMeta, on the profile as the screens show it (its waiting edits included). */
  const save = useCallback(
    (side: Side) => {
      const foot = feetRef.current[side];
      const patient = record.data;
      if (!foot || !patient || !sessionId) return;
      const shown = queryClient.getQueryData<MedicalProfileResponse>(patientKeys.medicalProfile(patient.userID));
      const base: MedicalProfile =
        shown?.medicalProfile ?? toMedicalProfile(fromPatientRecord(patient, null, undefined).values, null, new Date());
      const leroyMeta = withClinicianLandmarks(base.leroyMeta, side, clinicianLandmarks(foot));
      savePatient(
        patient.userID,
        { medicalProfile: { ...base, leroyMeta } },
        { sessionID: sessionId, delayMs: SAVE_TIMING.landmarkSaveDelayMs },
      ).catch(showErrorSnackbar);
    },
    [record.data, sessionId, queryClient],
  );

  const update = useCallback((side: Side, change: (foot: FootEdits) => FootEdits) => {
    const foot = feetRef.current[side];
    if (!foot) return;
    const next = { ...feetRef.current, [side]: change(foot) };
    feetRef.current = next;
    setFeet(next);
  }, []);

  const say = useCallback((side: Side, name: LandmarkName) => {
    const foot = feetRef.current[side];
    if (!foot) return;
    const moved = foot.moved[name] !== undefined;
    setAnnouncement(LANDMARK_TEXTS.status(name, side, moved ? distanceFromSuggestion(foot, name) : null));
  }, []);

  /** A drag's step: the marker follows the pointer on the surface; saved when the drag ends (finishMove). */
  const move = useCallback(
    (side: Side, name: LandmarkName, point: Point3) => update(side, (foot) => moveLandmark(foot, name, point)),
    [update],
  );

  const finishMove = useCallback(
    (side: Side, name: LandmarkName) => {
      say(side, name);
      save(side);
    },
    [say, save],
  );

  /** An arrow key: `along` towards the toes and `across` to the viewer's right, mm, then back onto the surface. */
  const nudge = useCallback(
    (side: Side, name: LandmarkName, along: number, across: number) => {
      const foot = feetRef.current[side];
      const from = foot ? currentPoints(foot)[name] : undefined;
      const frame = foot ? footFrame(foot.suggested) : null;
      if (!foot || !from || !frame) return;
      const moved = nudgeInPlan(from, frame, along, across);
      update(side, (current) => moveLandmark(current, name, snapRef.current?.(side, moved) ?? moved));
      finishMove(side, name);
    },
    [update, finishMove],
  );

  const reset = useCallback(
    (side: Side, name?: LandmarkName) => {
      update(side, (foot) => (name ? resetLandmark(foot, name) : resetFoot(foot)));
      if (name) say(side, name);
      else setAnnouncement(`${LANDMARK_TEXTS.footName[side]}: ${LANDMARK_TEXTS.movedCount(0)}`);
      save(side);
    },
    [update, say, save],
  );

  const setSnap = useCallback((snap: SurfaceSnap | null) => {
    snapRef.current = snap;
  }, []);

  /** The scans' measurements with the figures the landmarks define updated (domain landmark-measurements). */
  const measurements = useMemo(() => {
    const of = (side: Side): ScanProperties | null => {
      const properties = scans[side]?.properties ?? null;
      const foot = feet[side];
      if (!properties || !foot) return properties;
      return measurementsWithLandmarks(properties, foot.suggested, currentPoints(foot));
    };
    return { left: of("left"), right: of("right") };
  }, [scans, feet]);

  return {
    status: loading.status === "waiting" || !profileLoaded ? ("loading" as const) : loading.status,
    reload: loading.reload,
    urls: { left: loading.set.left?.url ?? null, right: loading.set.right?.url ?? null },
    feet,
    measurements,
    selected,
    select: setSelected,
    announcement,
    move,
    finishMove,
    nudge,
    reset,
    setSnap,
  };
}

export type LandmarkEditor = ReturnType<typeof useLandmarkEditor>;
