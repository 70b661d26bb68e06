// debossMark on a raised box standing in for a shell: the mark is cut 0.5 mm into the underside, mirrored so it
// reads from below, the solid stays one closed piece, and no WASM handle is left alive.
import Module, { type CrossSection, type Manifold, type ManifoldToplevel } from "manifold-3d";
import { beforeAll, describe, expect, it } from "vitest";
import type { InsoleInput } from "../insole-model";
import { fixtureNumbers } from "../modifications/modifications-fixture";
import { debossMark, MARK_DEPTH_MM } from "./deboss";
import { layoutMark } from "./mark-layout";
import { placeMark } from "./placement";
import { GLYPH_WIDTH } from "./stroke-font";
import { undersideOf } from "./underside";

let wasm: ManifoldToplevel;
beforeAll(async () => {
  wasm = await Module();
  wasm.setup();
});

/** A 60 x 200 x 6 mm block standing 2 mm above the ground (x -30..30, y 0..200): a shell clear of the ground. */
function raisedBox(lift = 2): Manifold {
  const cube = wasm.Manifold.cube([60, 200, 6]);
  const moved = cube.translate([-30, 0, lift]);
  cube.delete();
  return moved;
}

function input(mark: string | undefined, plantarPattern = "hollow"): InsoleInput {
  return {
    side: "right",
    plantar: { x0: 0, y0: 0, cellMm: 1, nx: 0, ny: 0, z: new Float32Array(0) },
    landmarks: {
      heelCentre: { x: 0, y: 30, z: 0 },
      firstMetatarsalHead: { x: -20, y: 180, z: 0 },
      fifthMetatarsalHead: { x: 20, y: 170, z: 0 },
    },
    numbers: { ...fixtureNumbers({}), plantarPattern },
    ...(mark === undefined ? {} : { mark }),
  };
}

/** Every Manifold and CrossSection made while `run` runs and not deleted (its own answer excluded). */
function liveHandlesAfter(run: () => Manifold): { live: number; result: Manifold } {
  const live = new Set<object>();
  const classes = [wasm.Manifold, wasm.CrossSection] as unknown as { prototype: Record<string, unknown> }[];
  const isHandle = (v: unknown) =>
    typeof v === "object" && v !== null && prototypes.some((proto) => Object.getPrototypeOf(v) === proto);
  const restore: (() => void)[] = [];
  const patch = (target: Record<string, unknown>, name: string) => {
    const original = target[name] as (...args: unknown[]) => unknown;
    target[name] = function (this: object, ...args: unknown[]) {
      const out = original.apply(this, args);
      for (const v of Array.isArray(out) ? out : [out]) if (isHandle(v)) live.add(v as object);
      if (name === "delete") live.delete(this);
      return out;
    };
    restore.push(() => {
      target[name] = original;
    });
  };
  // The classes' methods, on the prototypes real handles have (the wrapper's constructors return instances of
  // the bound classes), and their static functions.
  const probes = [wasm.Manifold.cube([1, 1, 1]), wasm.CrossSection.square(1)];
  const prototypes = probes.map((probe) => Object.getPrototypeOf(probe) as Record<string, unknown>);
  for (const probe of probes) probe.delete();
  for (const [k, proto] of prototypes.entries()) {
    // delete() may be inherited (embind's ClassHandle): patch it on each class itself.
    if (!Object.hasOwn(proto, "delete"))
      Object.defineProperty(proto, "delete", { value: proto.delete, writable: true });
    for (const target of [proto, classes[k] as unknown as Record<string, unknown>]) {
      for (const name of Object.getOwnPropertyNames(target)) {
        if (["constructor", "prototype", "length", "name"].includes(name)) continue;
        if (typeof Object.getOwnPropertyDescriptor(target, name)?.value === "function") patch(target, name);
      }
    }
  }
  const Section = wasm.CrossSection;
  wasm.CrossSection = new Proxy(Section, {
    construct(target, args) {
      const made = Reflect.construct(target, args) as object;
      live.add(made);
      return made;
    },
  });
  try {
    const result = run();
    live.delete(result);
    return { live: live.size, result };
  } finally {
    wasm.CrossSection = Section;
    for (const undo of restore.reverse()) undo();
  }
}

/** Whether a point lies inside a cross-section (even-odd over its contours). */
function inside(section: CrossSection, x: number, y: number): boolean {
  let odd = false;
  for (const contour of section.toPolygons()) {
    for (let i = 0, j = contour.length - 1; i < contour.length; j = i++) {
      const [xi, yi] = contour[i] as [number, number];
      const [xj, yj] = contour[j] as [number, number];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

describe("debossMark", () => {
  it("cuts the mark 0.5 mm into the underside: less volume, one closed piece, genus unchanged, no handle left", () => {
    const box = raisedBox();
    const { live, result } = liveHandlesAfter(() => debossMark(wasm, box, input("3fa85f64R")));
    expect(live).toBe(0);
    expect(result).not.toBe(box);
    expect(result.status()).toBe("NoError");
    const removed = box.volume() - result.volume();
    expect(removed).toBeGreaterThan(0);
    // The cut is 0.5 mm deep: the volume removed is the area cut times the depth.
    const bottom = result.slice(2 + MARK_DEPTH_MM / 2);
    const cutArea = 60 * 200 - bottom.area();
    bottom.delete();
    expect(removed).toBeCloseTo(cutArea * MARK_DEPTH_MM, -1);
    const above = result.slice(2 + MARK_DEPTH_MM + 0.05);
    expect(above.area()).toBeCloseTo(60 * 200, 3);
    above.delete();
    const pieces = result.decompose();
    expect(pieces.length).toBe(1);
    for (const piece of pieces) piece.delete();
    expect(result.genus()).toBe(0);
    box.delete();
    result.delete();
  });

  it("mirrors the text so it reads from below: an L's foot runs toward the toes along the bottom of the letter", () => {
    const box = raisedBox();
    const mesh = box.getMesh();
    const place = placeMark(undersideOf(mesh.vertProperties, mesh.numProp, mesh.triVerts), input("L"), "L");
    expect(place).not.toBeNull();
    const h = place?.height ?? 0;
    const layout = layoutMark("L", place?.centre ?? { x: 0, y: 0 }, h);
    const result = debossMark(wasm, box, input("L", "none"));
    const cut = result.slice(2 + MARK_DEPTH_MM / 2);
    // Turned over and seen from below with the toes away, then turned a quarter so the text runs to the right,
    // a point (x, y) of the insole is at (y, x) on the page: the letter's u along y, its height v along x.
    const cx = place?.centre.x ?? 0;
    const cy = place?.centre.y ?? 0;
    const start = cy - layout.length / 2 + layout.length - GLYPH_WIDTH * h; // the L is the last letter
    const atLetter = (u: number, v: number) => !inside(cut, cx - h / 2 + v * h, start + u * h);
    expect(atLetter(0, 0.5)).toBe(true); // the stem
    expect(atLetter(0.45, 0)).toBe(true); // the foot, at the bottom, toward the reading direction
    expect(atLetter(0.45, 0.9)).toBe(false); // nothing top right
    expect(atLetter(0.45, 0.5)).toBe(false);
    cut.delete();
    box.delete();
    result.delete();
  });

  it("leaves a shell without a mark as it is, and puts the hollow pattern only where it is named", () => {
    const box = raisedBox();
    expect(debossMark(wasm, box, input(undefined))).toBe(box);
    const plain = debossMark(wasm, box, input("3fa85f64L", "none"));
    const patterned = debossMark(wasm, box, input("3fa85f64L", "hollow"));
    expect(patterned.volume()).toBeLessThan(plain.volume() - 10 * Math.PI * 1.5 * 1.5 * MARK_DEPTH_MM);
    for (const m of [box, plain, patterned]) m.delete();
  });

  it("keeps the mark off the part of the underside that rests on the ground", () => {
    // A block on the ground from y 0 to 95 (a post) and raised 3 mm from 95 to 200: the midfoot's middle (y 110)
    // would put the mark's heel end on the post.
    const low = wasm.Manifold.cube([60, 95, 8]);
    const high = wasm.Manifold.cube([60, 105, 5]);
    const highMoved = high.translate([-30, 95, 3]);
    const lowMoved = low.translate([-30, 0, 0]);
    const shell = lowMoved.add(highMoved);
    for (const m of [low, high, highMoved, lowMoved]) m.delete();
    const mesh = shell.getMesh();
    const under = undersideOf(mesh.vertProperties, mesh.numProp, mesh.triVerts);
    const heads = { firstMetatarsalHead: { x: -20, y: 200, z: 0 }, fifthMetatarsalHead: { x: 20, y: 200, z: 0 } };
    const place = placeMark(
      under,
      { ...input("3fa85f64R"), landmarks: { heelCentre: { x: 0, y: 20, z: 0 }, ...heads } },
      "3fa85f64R",
    );
    expect(place?.clear).toBe(true);
    const length = layoutMark("3fa85f64R", { x: 0, y: 0 }, place?.height ?? 5).length;
    expect((place?.centre.y ?? 0) - length / 2).toBeGreaterThan(95);
    shell.delete();
  });
});
