// The prescription's clinically unsafe or contradictory combinations that the numbers alone show (issue 19
// point 3). What only the mesh shows (a pad that runs off a narrow foot, a cup thinner than the floor) is the
// generator's to add. The prescription's own validation is unchanged: these are warnings, never refusals.
import type { ScanPresence } from "../prescription";
import type { DesignWarning, RxGeometry, RxGeometrySide } from "./design-contracts";
import { CUTOUT_NAMES, PAD_NAMES, DESIGN_WARNING_TEXTS as T } from "./design-warning-texts";
import { MIN_CUP_ABOVE_SKIVE_MM } from "./rx-numbers";

const LENGTH_RANK = { met: 0, sulcus: 1, full: 2 } as const;

const at = (name: string, position: number | null) => (position === null ? name : `${name} at position ${position}`);

/** The posting and modifications drawn on a foot, named for a clinician. */
function drawnParts(g: RxGeometrySide): { posts: string[]; others: string[] } {
  const posts = [
    g.heelLift.applied && "heel lift",
    g.medialHeelSkive.applied && "medial heel skive",
    g.lateralHeelSkive.applied && "lateral heel skive",
    g.rearfootPost.applied && "rearfoot post",
    g.forefootPost.applied && "forefoot post",
  ].filter((part): part is string => typeof part === "string");
  const others = [
    ...g.cutouts.map((c) => at(CUTOUT_NAMES[c.kind], c.kind === "met-head" ? c.position : null)),
    ...g.pads.map((p) => at(PAD_NAMES[p.kind], p.position)),
  ];
  return { posts, others };
}

function skiveWarnings(g: RxGeometrySide): DesignWarning[] {
  const warnings: DesignWarning[] = [];
  const seat = g.heelSeat.depthMm;
  for (const [which, skive] of [
    ["medial", g.medialHeelSkive],
    ["lateral", g.lateralHeelSkive],
  ] as const) {
    if (skive.applied && seat - skive.depthMm < MIN_CUP_ABOVE_SKIVE_MM) {
      const message = T.skiveDeeperThanHeelSeat(g.side, which, skive.depthMm, seat, MIN_CUP_ABOVE_SKIVE_MM);
      warnings.push({ code: "skive-deeper-than-heel-seat", side: g.side, message });
    }
  }
  if (g.medialHeelSkive.applied && g.lateralHeelSkive.applied) {
    const message = T.medialAndLateralSkive(g.side, g.medialHeelSkive.depthMm, g.lateralHeelSkive.depthMm);
    warnings.push({ code: "medial-and-lateral-skive", side: g.side, message });
  }
  return warnings;
}

function overlapWarnings(g: RxGeometrySide): DesignWarning[] {
  const warnings: DesignWarning[] = [];
  const raised = [
    ...g.pads.map((p) => ({ name: at(PAD_NAMES[p.kind], p.position), zones: p.zones })),
    ...(g.mortonsExtension.applied
      ? [{ name: `${g.mortonsExtension.kind} Morton's extension`, zones: g.mortonsExtension.zones }]
      : []),
  ];
  for (const cut of g.cutouts) {
    const cutName = at(CUTOUT_NAMES[cut.kind], cut.kind === "met-head" ? cut.position : null);
    for (const part of raised) {
      if (!part.zones.some((zone) => cut.zones.includes(zone))) continue;
      warnings.push({ code: "pad-over-cutout", side: g.side, message: T.padOverCutout(g.side, part.name, cutName) });
    }
  }
  return warnings;
}

function footWarnings(g: RxGeometrySide): DesignWarning[] {
  const warnings = [...skiveWarnings(g), ...overlapWarnings(g)];
  const side = g.side;
  if (LENGTH_RANK[g.topCover.end.length] < LENGTH_RANK[g.shell.end.length]) {
    const message = T.topCoverShorterThanShell(side, g.topCover.end.length, g.shell.end.length);
    warnings.push({ code: "top-cover-shorter-than-shell", side, message });
  }
  if (g.rearfootPost.applied && g.rearfootPost.labSelects) {
    const message = T.labSelectsRearfootPost(side, g.rearfootPost.degrees);
    warnings.push({ code: "lab-selects-rearfoot-post", side, message });
  }
  if (g.notDrawn.length > 0) warnings.push({ code: "not-drawn", side, message: T.notDrawn(side, g.notDrawn) });
  return warnings;
}

/** The warnings of a prescription's numbers for the feet that have scans; a foot without one says what it loses. */
export function designWarnings(geometry: RxGeometry, scans: ScanPresence): DesignWarning[] {
  const warnings: DesignWarning[] = [];
  // Both feet carry the patient's one weight.
  if (geometry.left.shell.weightLbs === null)
    warnings.push({ code: "weight-unknown", side: null, message: T.weightUnknown() });
  for (const side of ["left", "right"] as const) {
    const g = geometry[side];
    if (scans[side]) {
      warnings.push(...footWarnings(g));
      continue;
    }
    const { posts, others } = drawnParts(g);
    if (posts.length > 0) warnings.push({ code: "post-without-scan", side, message: T.postWithoutScan(side, posts) });
    if (others.length > 0) {
      warnings.push({ code: "modification-without-scan", side, message: T.modificationWithoutScan(side, others) });
    }
  }
  return warnings;
}
