// Putting a scan's orientation right (issue 33 point 4): turn one foot's scan end for end or upside down, or mark
// its heel and toe with two clicks on the 3D view (the back of the heel, then the tip of the longest toe; Escape
// cancels), each sent as PATCH …/orientation. The server measures the scan again; its answer replaces the scan's
// properties in the cache, which every screen holding the scans reads (entities/scan use-scan-loading), so the
// measurements and landmarks on screen follow. What came of it is said for screen readers.
import type { Foot, OrientationRequest, Point3 } from "@solerx/domain/scan";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCorrectOrientation } from "../../../entities/scan/api/correct-orientation";
import type { ScanSet } from "../../../entities/scan/lib/scan-loading";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/error-reporting";
import { ORIENTATION_TEXTS, SCANNING_TEXTS } from "../texts";

export type OrientationFlip = "heelToe" | "soleTop";

/** Marking one foot's heel and toe: the points clicked so far; sending once both are there. */
export interface HeelToePick {
  foot: Foot;
  /** The scan being marked: a new scan of the foot ends the marking. */
  scanId: string;
  heel: Point3 | null;
  toe: Point3 | null;
}

export interface ScanCorrection {
  /** The foot whose correction is being measured, or null. */
  pending: Foot | null;
  /** Marking heel and toe, or null. */
  picking: HeelToePick | null;
  /** Why a foot's last correction failed. */
  errors: Partial<Record<Foot, string>>;
  /** What came of the last correction, for screen readers. */
  announcement: string;
  flip(foot: Foot, flip: OrientationFlip): void;
  startMarking(foot: Foot): void;
  /** A click on the picking foot's surface: the heel first, then the toe (which sends both). */
  pick(point: Point3): void;
  /** A picked point dragged on the surface. */
  movePick(which: "heel" | "toe", point: Point3): void;
  cancelMarking(): void;
}

const FOOT_NAMES = { left: SCANNING_TEXTS.leftFoot, right: SCANNING_TEXTS.rightFoot } as const;

/** What a failed correction says: the server's own words when it gave any, else the failure's. */
function failureOf(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function useScanCorrection(set: Pick<ScanSet, "left" | "right">): ScanCorrection {
  const mutation = useCorrectOrientation();
  const { mutateAsync } = mutation;
  const [pending, setPending] = useState<Foot | null>(null);
  const [picking, setPicking] = useState<HeelToePick | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Foot, string>>>({});
  const [announcement, setAnnouncement] = useState("");
  const pendingRef = useRef<Foot | null>(null);
  const scanIds = { left: set.left?.scan.measurementID ?? null, right: set.right?.scan.measurementID ?? null };
  const idsRef = useRef(scanIds);
  idsRef.current = scanIds;

  const send = useCallback(
    (foot: Foot, correction: OrientationRequest, measurementId = idsRef.current[foot]) => {
      if (!measurementId || pendingRef.current) return;
      pendingRef.current = foot;
      setPending(foot);
      setErrors((current) => ({ ...current, [foot]: undefined }));
      setAnnouncement(ORIENTATION_TEXTS.measuring);
      mutateAsync({ measurementId, correction })
        .then(
          (properties) => {
            const name = FOOT_NAMES[foot];
            setAnnouncement(
              properties.unmeasurable
                ? ORIENTATION_TEXTS.stillRefused(name, properties.unmeasurable)
                : ORIENTATION_TEXTS.measuredAgain(name),
            );
          },
          (error: unknown) => {
            setErrors((current) => ({ ...current, [foot]: failureOf(error) }));
            setAnnouncement("");
            if (!isApiError(error) || error.status >= 500) reportError(error);
          },
        )
        .finally(() => {
          pendingRef.current = null;
          setPending(null);
          setPicking((current) => (current?.foot === foot ? null : current));
        });
    },
    [mutateAsync],
  );

  const flip = useCallback(
    (foot: Foot, kind: OrientationFlip) => {
      setPicking(null);
      send(foot, { flip: kind });
    },
    [send],
  );

  const startMarking = useCallback((foot: Foot) => {
    const scanId = idsRef.current[foot];
    if (pendingRef.current || !scanId) return;
    setErrors((current) => ({ ...current, [foot]: undefined }));
    setPicking({ foot, scanId, heel: null, toe: null });
  }, []);

  const pickingRef = useRef(picking);
  pickingRef.current = picking;
  const pick = useCallback(
    (point: Point3) => {
      const current = pickingRef.current;
      if (!current || current.toe || pendingRef.current) return;
      if (!current.heel) {
        setPicking({ ...current, heel: point });
        return;
      }
      setPicking({ ...current, toe: point });
      send(current.foot, { heel: current.heel, toe: point }, current.scanId);
    },
    [send],
  );

  const movePick = useCallback((which: "heel" | "toe", point: Point3) => {
    if (pendingRef.current) return;
    setPicking((current) => (current ? { ...current, [which]: point } : current));
  }, []);

  const cancelMarking = useCallback(() => {
    if (pendingRef.current || !pickingRef.current) return;
    setPicking(null);
    setAnnouncement(ORIENTATION_TEXTS.pickCancelled);
  }, []);

  // Escape cancels the marking wherever the focus is.
  const marking = picking !== null;
  useEffect(() => {
    if (!marking) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") cancelMarking();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [marking, cancelMarking]);

  // A foot whose scan went or was replaced is no longer being marked.
  const current = picking && scanIds[picking.foot] === picking.scanId ? picking : null;
  return { pending, picking: current, errors, announcement, flip, startMarking, pick, movePick, cancelMarking };
}
