// Every capture shape and its variants, named, for property tests: whatever orients and measures a scan should
// cope with each (or refuse it in words). The numbers are drawn from the seed within each shape's ranges.
import type { SyntheticFoot } from "../../foot/generate";
import { seededRandom } from "../../foot/random";
import { ankleCut } from "./ankle-cut";
import { type Capture, scaled } from "./capture";
import { foamBlock } from "./foam-block";
import { withLowerLeg } from "./lower-leg";
import { between } from "./mesh-ops";
import { phoneCapture } from "./phone";
import { seatedWithLeg } from "./seated";

export interface NamedCapture {
  name: string;
  capture: Capture;
}

/**
 * All shapes and variants of `foot` (a closed foot: not a foam-box impression). The seated capture needs a
 * non-weighted foot: `foot` itself if it is one, else `relaxed` (the same patient's foot generated non-weighted);
 * without either it is a RangeError.
 */
export function allCaptures(foot: SyntheticFoot, seed: number, relaxed?: SyntheticFoot): NamedCapture[] {
  const seatedFoot = foot.shape.scanMode === "non-weighted" ? foot : relaxed;
  if (seatedFoot?.shape.scanMode !== "non-weighted") {
    throw new RangeError("allCaptures: the seated capture needs a non-weighted foot (pass it as relaxed)");
  }
  const random = seededRandom(seed);
  const L = foot.measurements.footLength;
  const draw = (low: number, high: number) => between(random, low, high);
  const s = (k: number) => seed * 31 + k;
  const block = (depth: number) => foamBlock(foot, { depth, margin: draw(20, 40) });
  const list: [string, () => Capture][] = [
    ["ankle cut, open", () => ankleCut(foot, { height: draw(0.35, 0.5) * L, capped: false })],
    ["ankle cut, capped", () => ankleCut(foot, { height: draw(0.35, 0.5) * L, capped: true })],
    [
      "ankle cut, open, tilted",
      () => ankleCut(foot, { height: draw(0.4, 0.5) * L, capped: false, tilt: draw(5, 10), tiltAzimuth: draw(0, 360) }),
    ],
    [
      "ankle cut, capped, tilted, debris",
      () =>
        ankleCut(foot, {
          height: draw(0.4, 0.5) * L,
          capped: true,
          tilt: draw(0, 10),
          tiltAzimuth: draw(0, 360),
          debris: true,
        }),
    ],
    ["lower leg, standing", () => withLowerLeg(foot, { legLength: draw(250, 350), pitch: 0 })],
    ["lower leg, leaning forward", () => withLowerLeg(foot, { legLength: draw(150, 300), pitch: draw(8, 20) })],
    [
      "lower leg, leaning back, capped",
      () => withLowerLeg(foot, { legLength: draw(150, 250), pitch: -draw(5, 15), capped: true }),
    ],
    ["seated with leg", () => seatedWithLeg(seatedFoot, s(1))],
    ["seated with leg, debris", () => seatedWithLeg(seatedFoot, s(2), { debris: true })],
    ["foam block, closed", () => block(0.14 * L)],
    ["foam block, open", () => foamBlock(foot, { depth: draw(25, 45), margin: draw(20, 40), closed: false })],
    ["foam block, inches", () => scaled(block(draw(30, 45)), 1 / 25.4)],
    ["foam block, units ×0.37", () => scaled(block(draw(30, 45)), 0.37)],
    ["foam block, debris", () => foamBlock(foot, { depth: draw(30, 45), debris: true })],
    ["phone, floor connected", () => phoneCapture(foot, s(3), { floor: "connected" })],
    ["phone, floor separate", () => phoneCapture(foot, s(4), { floor: "separate" })],
    ["phone, no floor, ×0.9", () => phoneCapture(foot, s(5), { floor: "none", scale: 0.9 })],
    ["phone, floor connected, ×1.13, debris", () => phoneCapture(foot, s(6), { scale: 1.13, debris: true })],
    ["phone, floor separate, inches", () => phoneCapture(foot, s(7), { floor: "separate", scale: 1 / 25.4 })],
  ];
  return list.map(([name, build]) => ({ name, capture: build() }));
}
