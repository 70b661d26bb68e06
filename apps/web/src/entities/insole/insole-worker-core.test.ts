// The insole worker's request handler in Node, on a synthetic foot's Draco scan as the mock scans are made
// (scripts/mock-scans.ts): the same geometry code the worker bundles, without the worker's plumbing.
import { DESIGN_MESSAGES, rxGeometry } from "@solerx/domain/design";
import { Prescription } from "@solerx/domain/prescription";
import { decodeScan, encodeDraco, GENERATOR_FAILED, generateFoot, liveManifoldHandles } from "@solerx/geometry";
import { beforeAll, describe, expect, it } from "vitest";
import type { InsoleAnswer, InsoleRequest } from "./insole-messages";
import type { InsoleView } from "./insole-view";
import { answerTransfers, createInsoleWorkerCore, createRequestQueue } from "./insole-worker-core";

let scanBytes: Uint8Array;

beforeAll(async () => {
  const foot = generateFoot({
    shoeSize: 9,
    shoeSizeUnit: "US MEN'S",
    side: "left",
    scanMode: "semi-weighted",
    seed: 3,
  });
  scanBytes = await encodeDraco(foot.mesh);
});

function request(id: number, heelSeat: 8 | 12 | 16 | 20 = 12): InsoleRequest {
  const numbers = rxGeometry(Prescription.parse({ shellModifications: { heelSeat } }), { weightLbs: 160 });
  return {
    id,
    channel: 1,
    scans: { left: { scanID: "scan-left", url: "/scans/left.drc", landmarks: {}, withFoot: false } },
    numbers,
  };
}

function insoleOf(answer: InsoleAnswer): InsoleView {
  if (answer.kind !== "insoles") throw new Error(`no insoles: ${answer.kind}`);
  const foot = answer.feet.left?.insole;
  if (!foot?.ok) throw new Error(`no insole: ${JSON.stringify(foot)}`);
  return foot.insole;
}

/** Inside a closed polygon (even-odd rule). */
function inside(outline: { x: number; y: number }[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i] as { x: number; y: number };
    const b = outline[j] as { x: number; y: number };
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) hit = !hit;
  }
  return hit;
}

describe("the insole worker's handler", () => {
  it("answers a foot's insole: meshes, thickness over the floor, the foot standing on it, sections", async () => {
    let fetched = 0;
    const core = createInsoleWorkerCore({
      fetchScan: async () => {
        fetched += 1;
        return scanBytes;
      },
      decode: decodeScan,
    });
    const first = await core.answer(request(1));
    const insole = insoleOf(first);
    expect(insole.side).toBe("left");
    expect(insole.shell.indices.length).toBeGreaterThan(3000);
    expect(insole.cover.indices.length).toBeGreaterThan(3000);
    expect(insole.shell.thickness).toHaveLength(insole.shell.positions.length / 3);
    const floor = insole.numbers.shell.floorMm;
    expect(Math.min(...insole.shell.thickness)).toBeGreaterThanOrEqual(floor - 1e-3);
    expect(Math.max(...insole.shell.thickness)).toBeLessThan(40);

    // The foot comes with the first answer for its scan, lowered with the insole onto z = 0.
    const foot = insole.foot;
    if (!foot) throw new Error("the first answer carries the foot");
    expect(foot.indices.length).toBeGreaterThan(10_000);
    let over = 0;
    for (let v = 0; v < foot.positions.length; v += 3) {
      const [x, y, z] = [foot.positions[v], foot.positions[v + 1], foot.positions[v + 2]] as number[];
      if (!inside(insole.outline, x as number, y as number)) continue;
      over += 1;
      expect(z).toBeGreaterThan(0);
    }
    expect(over).toBeGreaterThan(1000);

    const [axis, heel] = insole.sections;
    expect(axis?.kind).toBe("axis");
    expect(heel?.kind).toBe("heel");
    // Along the foot: about the insole's length at 1 mm; across the heel: about its width.
    expect(axis?.points.length).toBeGreaterThan(insole.checks.lengthMm - 10);
    expect(heel?.points.length).toBeGreaterThan(40);
    for (const point of [...(axis?.points ?? []), ...(heel?.points ?? [])]) {
      expect(point.shellTop).toBeGreaterThanOrEqual(point.shellBottom);
      expect(point.coverTop).toBeGreaterThanOrEqual(point.shellTop - 1e-3);
    }
    expect(heel?.points.some((point) => point.foot !== null)).toBe(true);

    // A new prescription reuses the prepared scan: no fetch, no foot, a deeper heel cup; no WASM handle left.
    const second = insoleOf(await core.answer(request(2, 20)));
    expect(fetched).toBe(1);
    expect(second.foot).toBeNull();
    expect(second.checks.heelCupDepthMm).toBeGreaterThan(insole.checks.heelCupDepthMm + 5);
    expect(liveManifoldHandles()).toBe(0);
    // The same foot, landmarks and numbers again: the last insole, not a new generation, in arrays of its own.
    const third = insoleOf(await core.answer(request(3, 20)));
    expect(third.timeMs).toBe(second.timeMs);
    expect(third.shell.positions).toEqual(second.shell.positions);
    expect(third.shell.positions.buffer).not.toBe(second.shell.positions.buffer);
    // The answer's arrays are transferred, each buffer once.
    const buffers = answerTransfers(first);
    expect(new Set(buffers).size).toBe(buffers.length);
    expect(buffers.length).toBe(7);
  });

  it("says in words why a foot has no insole, and fetches an unreadable scan again next time", async () => {
    let fetched = 0;
    const core = createInsoleWorkerCore({
      fetchScan: async () => {
        fetched += 1;
        throw new Error("offline");
      },
      decode: decodeScan,
    });
    const answer = await core.answer(request(1));
    expect(answer.kind === "insoles" && answer.feet.left?.insole).toEqual({
      ok: false,
      reason: DESIGN_MESSAGES.scanUnreadable,
    });
    await core.answer(request(2));
    expect(fetched).toBe(2);
    expect(GENERATOR_FAILED).toMatch(/could not be built/);
  });
});

describe("the worker's request queue", () => {
  it("runs one request at a time and answers a waiting one that a newer one replaced as superseded", async () => {
    const posted: InsoleAnswer[] = [];
    const release: (() => void)[] = [];
    const queue = createRequestQueue(
      (req) =>
        new Promise((resolve) => release.push(() => resolve({ kind: "insoles", id: req.id, feet: {}, timeMs: 0 }))),
      (answer) => posted.push(answer),
    );
    queue.push({ ...request(1) });
    queue.push({ ...request(2) });
    queue.push({ ...request(3) });
    // Another view's request is not superseded by this one's.
    queue.push({ ...request(4), channel: 2 });
    expect(posted).toEqual([{ kind: "superseded", id: 2 }]);
    release.shift()?.();
    await vi_waitFor(() => release.length === 1);
    release.shift()?.();
    await vi_waitFor(() => release.length === 1);
    release.shift()?.();
    await vi_waitFor(() => posted.length === 4);
    expect(posted.map((answer) => `${answer.kind}:${answer.id}`)).toEqual([
      "superseded:2",
      "insoles:1",
      "insoles:3",
      "insoles:4",
    ]);
  });
});

async function vi_waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  if (!done()) throw new Error("never happened");
}
