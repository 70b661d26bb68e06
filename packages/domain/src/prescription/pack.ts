// Pack (pair or one orthotic) rules and scan sufficiency (spec 000 §4 "Scan loading", §5; spec 001 §3, §4, §5).

export const PACKS = ["Pair", "Left Only", "Right Only"] as const;
export type Pack = (typeof PACKS)[number];

/** Which foot scans exist. */
export type ScanPresence = { left: boolean; right: boolean };

/**
 * The pack of a stored value. The prescription template stores "both" for a pair (spec 001 §3); we also accept
 * the labels in any case and the bare sides, so saved prescriptions of either form read back.
 */
export function normalisePack(value: unknown): Pack | undefined {
  if (typeof value !== "string") return undefined;
  switch (value.trim().toLowerCase()) {
    case "pair":
    case "both":
      return "Pair";
    case "left only":
    case "left":
      return "Left Only";
    case "right only":
    case "right":
      return "Right Only";
    default:
      return undefined;
  }
}

/** Pair needs both scans, Left Only a left scan, Right Only a right scan. */
export function enabledPacks(scans: ScanPresence): Record<Pack, boolean> {
  return { Pair: scans.left && scans.right, "Left Only": scans.left, "Right Only": scans.right };
}

/** The pack choice appears only when at least one scan exists. */
export function packChoiceVisible(scans: ScanPresence): boolean {
  return scans.left || scans.right;
}

/**
 * The pack after scans load: the one taken from a saved prescription when there is one, else Pair with both
 * scans, Right Only with only right, Left Only with only left; none without scans.
 */
export function packAfterScanLoad(scans: ScanPresence, fromPrescription?: Pack): Pack | undefined {
  if (fromPrescription !== undefined) return fromPrescription;
  if (scans.left && scans.right) return "Pair";
  if (scans.right) return "Right Only";
  if (scans.left) return "Left Only";
  return undefined;
}

/**
 * The pack a stored value stands for with these scans: the stored one when the scans allow it, else the one scan
 * loading would choose (Pair with both, else the foot that has one); none without scans.
 */
export function packForScans(stored: unknown, scans: ScanPresence): Pack | undefined {
  const pack = normalisePack(stored);
  return pack && enabledPacks(scans)[pack] ? pack : packAfterScanLoad(scans);
}

/**
 * The feet scanned but left out of the pack (Left Only with both feet scanned leaves out the right foot): the
 * order makes no insole for them. Order Review warns about it; the clinician may mean it.
 */
export function scannedFeetOutsidePack(pack: Pack, scans: ScanPresence): ("left" | "right")[] {
  const covered = packSides(pack);
  return (["left", "right"] as const).filter((foot) => scans[foot] && !covered[foot]);
}

const ORDER_TYPE_TEXTS: Record<Pack, string> = {
  Pair: "Pair of orthotics",
  "Left Only": "Left orthotic",
  "Right Only": "Right orthotic",
};

/** Order type text of a pack: Pair of orthotics, Left orthotic, Right orthotic. */
export function orderTypeText(pack: Pack): string {
  return ORDER_TYPE_TEXTS[pack];
}

/** The feet a pack covers. */
export function packSides(pack: Pack): ScanPresence {
  return { left: pack !== "Right Only", right: pack !== "Left Only" };
}

/** Scans are enough with one scan in one-foot mode, or with both otherwise. */
export function scansAreEnough(oneFootMode: boolean, left: boolean, right: boolean): boolean {
  return oneFootMode ? left || right : left && right;
}

/**
 * One-foot mode after scans load: when no scan happened in this session it is on exactly when one scan
 * exists; after a scan in this session the current mode is kept. Without any scan the scans say nothing about
 * it, so the mode the operator chose in Scan settings stays (read literally the rule would turn a chosen "one
 * orthotic" off on arriving at 3D Scan, before the one scan could be taken).
 */
export function oneFootModeAfterScanLoad(current: boolean, scannedThisSession: boolean, scans: ScanPresence): boolean {
  if (scannedThisSession || (!scans.left && !scans.right)) return current;
  return scans.left !== scans.right;
}
