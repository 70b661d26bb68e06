// The insole generator (issue 19 point 3): one foot's scan (its plantar height field), landmarks and
// prescription numbers into the shell (with its posts and pads) and the top cover as closed solids in the
// insole's frame. The parts are designed as height fields (design-frame, shell-outline, ball-offset, posts, the
// modifications, cover), meshed directly (field-mesh), checked and debossed in manifold-3d, then measured.
import type { DesignWarning } from "@solerx/domain/design";
import type { Manifold } from "manifold-3d";
import type { TriangleMesh } from "../mesh";
import { checkManifold } from "../mesh-check";
import { ballOffsetBelow } from "./ball-offset";
import { measureChecks, missedPosts } from "./checks";
import { drawCover } from "./cover";
import { designFrame } from "./design-frame";
import { fieldSolid } from "./field-mesh";
import type { InsoleFields, InsoleInput, InsoleResult } from "./insole-model";
import { debossMark } from "./mark/deboss";
import { applyModifications } from "./modifications";
import { drawPosts } from "./posts";
import { endLength, keepLargestPiece, outlineLevel } from "./shell-outline";
import { fromManifold, InsoleSolidError, toManifold } from "./solid";
import { loadManifold, release, track } from "./wasm";

/**
 * The insole, made once. Its measured posts are reported beside the prescription (checks), never remade: a making
 * is one answer in every process (docs/v8-maglev-fault/README.md; a second making that guarded a V8 fault is gone).
 */
export async function generateInsole(input: InsoleInput): Promise<InsoleResult> {
  return (await makeInsole(input)).result;
}

/** The insole and the posts whose measure misses the prescription (scripts/geometry-proof reports them). */
export async function makeInsole(input: InsoleInput): Promise<{ result: InsoleResult; missed: string[] }> {
  // A preview without a mark never needs manifold-3d: its WASM is not even loaded.
  const preview = input.preview === true && !input.mark;
  if (!preview) await loadManifold();
  const started = performance.now();
  const { numbers } = input;
  const frame = designFrame(input);
  const { grid } = frame;
  const n = grid.nx * grid.ny;

  // Outline and top: the plantar surface inside the rim and the length end.
  const level = outlineLevel(frame, numbers.heelSeat.depthMm, numbers.shell.end, numbers.shell.shape);
  const inside = (i: number) => (level[i] as number) >= 0;
  const top = frame.surface.slice();
  // Bottom: the ball offset of the top by the shell's thickness, never under the floor.
  const thickness = Math.max(numbers.shell.thicknessMm, numbers.shell.floorMm);
  const bottom = ballOffsetBelow(grid, top, inside, thickness);
  const posts = drawPosts(frame, numbers, { top, bottom, inside }, endLength(frame, numbers.shell.end));

  const shellMask = new Uint8Array(n);
  for (let i = 0; i < n; i++) shellMask[i] = inside(i) ? 1 : 0;
  const fields: InsoleFields = {
    grid,
    shellMask,
    shellTop: top,
    shellBottom: bottom,
    coverMask: new Uint8Array(n),
    coverTop: new Float32Array(n),
    coverBottom: new Float32Array(n),
  };
  const cover = drawCover(frame, numbers, top, inside);
  for (let i = 0; i < n; i++) fields.coverMask[i] = (cover.level[i] as number) >= 0 ? 1 : 0;
  fields.coverTop.set(cover.top);
  fields.coverBottom.set(cover.bottom);
  const modified = applyModifications(fields, input);
  // A modification that cut or added cells (a cut-out, a flange) moves the outline to halfway between nodes; a
  // sliver it cut off is dropped, so each part stays one piece.
  const diagonal = frame.medial < 0 ? "rising" : "falling";
  followMask(grid, level, fields.shellMask, fields.shellTop, fields.shellBottom);
  followMask(grid, cover.level, fields.coverMask, fields.coverTop, fields.coverBottom);
  keepLargestPiece(grid, level, diagonal);
  keepLargestPiece(grid, cover.level, diagonal);
  seatCover(fields);

  // The insole's frame stands on z = 0.
  let ground = Infinity;
  for (let i = 0; i < n; i++) if ((level[i] as number) >= 0) ground = Math.min(ground, fields.shellBottom[i] as number);
  for (const field of [fields.shellTop, fields.shellBottom, fields.coverTop, fields.coverBottom])
    for (let i = 0; i < n; i++) field[i] = (field[i] as number) - ground;

  // The masks as the solids are meshed (the levels after the slivers were dropped), for what reads the fields.
  for (let i = 0; i < n; i++) {
    fields.shellMask[i] = (level[i] as number) >= 0 ? 1 : 0;
    fields.coverMask[i] = (cover.level[i] as number) >= 0 ? 1 : 0;
  }

  const floor = numbers.shell.floorMm;
  const shellSolid = fieldSolid(grid, level, fields.shellTop, fields.shellBottom, diagonal, floor);
  const coverSolid = fieldSolid(grid, cover.level, fields.coverTop, fields.coverBottom, diagonal);
  const finished = preview
    ? checkedInJs(shellSolid.mesh, coverSolid.mesh)
    : await finishInManifold(input, shellSolid.mesh, coverSolid.mesh);
  const { shell, cover: coverMesh, finishedSolid } = finished;
  const measured = measureChecks(shell, finishedSolid, frame, numbers, posts, ground);
  const warnings: DesignWarning[] = [...modified.warnings, ...measured.warnings];
  const zones = [...posts.zones, ...modified.zones];
  const missed = missedPosts(measured.checks, frame, numbers, posts, zones);
  const result: InsoleResult = {
    side: input.side,
    shell,
    cover: coverMesh,
    outline: shellSolid.loops[0] ?? [],
    zones,
    numbers,
    checks: measured.checks,
    warnings,
    timeMs: performance.now() - started,
    fields,
    ground,
  };
  return { result, missed };
}

interface Finished {
  shell: TriangleMesh;
  cover: TriangleMesh;
  /** The finished shell: a closed, consistently oriented 2-manifold, and its volume (mm³). */
  finishedSolid: { closed: boolean; volume: number };
}

/**
 * The files' way: each solid checked by manifold-3d (closed, one piece, positive volume), the mark debossed, and
 * the meshes as manifold-3d gives them back.
 */
async function finishInManifold(
  input: InsoleInput,
  shellMesh: TriangleMesh,
  coverMesh: TriangleMesh,
): Promise<Finished> {
  const wasm = await loadManifold();
  const handles: Manifold[] = [];
  try {
    const shellManifold = toManifold(wasm, shellMesh, "shell");
    handles.push(shellManifold);
    const coverManifold = toManifold(wasm, coverMesh, "top cover");
    handles.push(coverManifold);
    let finished = shellManifold;
    if (input.mark) {
      finished = debossMark(wasm, shellManifold, input);
      if (finished !== shellManifold) handles.push(track(finished));
    }
    return {
      shell: fromManifold(finished),
      cover: fromManifold(coverManifold),
      // manifold-3d's status of the finished solid: a closed, consistently oriented 2-manifold.
      finishedSolid: { closed: finished.status() === "NoError", volume: finished.volume() },
    };
  } finally {
    for (const handle of handles) release(handle);
  }
}

/**
 * The live preview's way (InsoleInput.preview): the solids as meshed, checked in JavaScript by the same rules
 * (mesh-check.ts: every edge shared by two triangles running opposite ways, positive volume). Building manifold-3d's
 * solids and reading them back cost about 40% of a generation's CPU time (the mock scan in Node: 155 to 190 ms
 * against 95 to 110 ms without), and a preview has no mark to deboss.
 */
function checkedInJs(shell: TriangleMesh, cover: TriangleMesh): Finished {
  // Each report read as it comes, before the next is made (plane-fit.ts: two answers made as objects one after the
  // other by optimised code once shared their numbers).
  const shellVolume = checkedVolume(shell, "shell");
  checkedVolume(cover, "top cover");
  return { shell, cover, finishedSolid: { closed: true, volume: shellVolume } };
}

/** The solid's volume once checkManifold finds it closed, consistently oriented and of positive volume. */
function checkedVolume(mesh: TriangleMesh, name: string): number {
  const report = checkManifold(mesh);
  const volume = report.volume;
  if (!report.closed || !report.consistentlyOriented || !(volume > 0))
    throw new InsoleSolidError(`the ${name} is not a closed solid (volume ${volume})`);
  return volume;
}

/** The cover seated on the shell's top where the shell is, after the pads raised it (idempotent). */
function seatCover(fields: InsoleFields): void {
  for (let i = 0; i < fields.shellMask.length; i++) {
    if (fields.shellMask[i] !== 1) continue;
    const lift = (fields.shellTop[i] as number) - (fields.coverBottom[i] as number);
    if (Number.isNaN(lift) || lift === 0) continue;
    fields.coverBottom[i] = fields.shellTop[i] as number;
    fields.coverTop[i] = (fields.coverTop[i] as number) + lift;
  }
}

/**
 * The level after a modification's mask; a node it added without a surface (NaN) stays out. Around a node it
 * changed, the levels become +-0.5, so the new outline runs halfway between nodes (the rim's levels are heights,
 * which would pull it onto the changed node).
 */
function followMask(
  grid: InsoleFields["grid"],
  level: Float32Array,
  mask: Uint8Array,
  top: Float32Array,
  bottom: Float32Array,
): void {
  const { nx, ny } = grid;
  const changed: number[] = [];
  for (let i = 0; i < level.length; i++) {
    const on = mask[i] === 1 && Number.isFinite(top[i] as number) && Number.isFinite(bottom[i] as number);
    if (on !== (level[i] as number) >= 0) changed.push(i);
  }
  for (const i of changed) {
    const ix = i % nx;
    const iy = Math.floor(i / nx);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const jx = ix + dx;
        const jy = iy + dy;
        if (jx < 1 || jy < 1 || jx >= nx - 1 || jy >= ny - 1) continue;
        const j = jy * nx + jx;
        const on = mask[j] === 1 && Number.isFinite(top[j] as number) && Number.isFinite(bottom[j] as number);
        level[j] = on ? 0.5 : -0.5;
      }
  }
}
