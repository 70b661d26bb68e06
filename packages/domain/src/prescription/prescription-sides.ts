// Fits a prescription to the feet that have scans (spec 001 §5; spec 000 §4 "Scan loading" step 4).

import { enabledPacks, normalisePack, packAfterScanLoad, type ScanPresence } from "./pack";
import type { PostingSide, Prescription } from "./prescription";
import type { RxSide } from "./prescription-options";

/** A side choice reduced to the feet with scans: B/L becomes L or R when one foot lacks a scan, else N/A. */
export function fitSide(side: RxSide, scans: ScanPresence): RxSide {
  const left = (side === "left" || side === "both") && scans.left;
  const right = (side === "right" || side === "both") && scans.right;
  if (left && right) return "both";
  if (left) return "left";
  if (right) return "right";
  return "none";
}

function zeroPosting(posting: PostingSide): PostingSide {
  return {
    ...posting,
    heelLift: 0,
    medialHeelSkive: 0,
    lateralHeelSkive: 0,
    rearfootPost: { ...posting.rearfootPost, degrees: 0 },
    forefootPost: { ...posting.forefootPost, degrees: 0 },
  };
}

function emptyFoot<T extends { left: unknown[]; right: unknown[] }>(lists: T, scans: ScanPresence): T {
  return { ...lists, left: scans.left ? lists.left : [], right: scans.right ? lists.right : [] };
}

/**
 * The prescription with sides reset to none where no scan exists for that foot, that foot's posting values set
 * to 0 mm / 0 deg (the post kinds are kept; the spec resets values) and its pad and cut-out lists emptied, and
 * the Morton's extension side set to none when its type is none. Returns a new object.
 */
export function fitPrescriptionToScans(rx: Prescription, scans: ScanPresence): Prescription {
  const shell = rx.shellModifications;
  const acc = rx.accommodations;
  const fit = (side: RxSide) => fitSide(side, scans);
  const mortonsSide = shell.mortonsExtension.type === "none" ? "none" : fit(shell.mortonsExtension.side);
  return {
    ...rx,
    shellModifications: {
      ...shell,
      cutouts: { ...shell.cutouts, firstRay: fit(shell.cutouts.firstRay), heel: fit(shell.cutouts.heel) },
      mortonsExtension: { ...shell.mortonsExtension, side: mortonsSide },
      medialFlange: fit(shell.medialFlange),
      lateralFlange: fit(shell.lateralFlange),
      navicularWell: fit(shell.navicularWell),
      archReinforcement: fit(shell.archReinforcement),
    },
    postingOptions: {
      ...rx.postingOptions,
      left: scans.left ? rx.postingOptions.left : zeroPosting(rx.postingOptions.left),
      right: scans.right ? rx.postingOptions.right : zeroPosting(rx.postingOptions.right),
    },
    accommodations: {
      ...acc,
      heelCushion: fit(acc.heelCushion),
      mortonsExtensionEva: fit(acc.mortonsExtensionEva),
      heelSpurPad: fit(acc.heelSpurPad),
      metBar: fit(acc.metBar),
      dancersPad: fit(acc.dancersPad),
      metPads: fit(acc.metPads),
      forefootExtension: fit(acc.forefootExtension),
      extrinsicForefootPost: fit(acc.extrinsicForefootPost),
      neuromaPads: emptyFoot(acc.neuromaPads, scans),
      metHeadCutouts: emptyFoot(acc.metHeadCutouts, scans),
      balancePad: emptyFoot(acc.balancePad, scans),
      dispersionPads: emptyFoot(acc.dispersionPads, scans),
    },
  };
}

/**
 * The prescription as the feet with scans allow it: fitPrescriptionToScans, and a pack the scans allow (the stored
 * one, as it is stored, when they do; else the one scan loading sets). Without any scan the pack is kept.
 */
export function fitToScans(rx: Prescription, scans: ScanPresence): Prescription {
  const fitted = fitPrescriptionToScans(rx, scans);
  const stored = normalisePack(rx.uiContextData.pack);
  const pack = packAfterScanLoad(scans);
  if (!pack || (stored && enabledPacks(scans)[stored])) return fitted;
  return { ...fitted, uiContextData: { ...fitted.uiContextData, pack } };
}
