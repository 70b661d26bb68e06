// The preview's digest covers every part of a preview (e2e/preview-hash.spec.ts compares the browser's with Node's
// by it): a change to any one part changes that part's digest and no other, so a difference anywhere shows, named.
import { describe, expect, it } from "vitest";
import type { InsoleAnswer } from "../apps/web/src/entities/insole/insole-messages";
import type { InsoleView } from "../apps/web/src/entities/insole/insole-view";
import { answerDigest, previewDigest } from "./preview-digest";

/** A small preview with a value in every field. */
function view(): InsoleView {
  return {
    side: "left",
    shell: {
      positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]),
      indices: new Uint32Array([0, 1, 2]),
      thickness: new Float32Array([3, 3, 3]),
    },
    cover: { positions: new Float32Array([0, 0, 3, 1, 0, 3, 0, 1, 3]), indices: new Uint32Array([0, 1, 2]) },
    foot: { positions: new Float32Array([0, 0, 5, 1, 0, 5, 0, 1, 5]), indices: new Uint32Array([0, 1, 2]) },
    outline: [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ],
    zones: [{ label: "Rearfoot post", kind: "post", outline: [{ x: 0, y: 0 }] }],
    sections: [{ kind: "axis", points: [{ s: 0, shellBottom: 0, shellTop: 3, coverTop: 4, foot: 4 }] }],
    numbers: {} as InsoleView["numbers"],
    checks: {} as InsoleView["checks"],
    warnings: [],
    timeMs: 12,
  };
}

/** Each part's name and a change to it alone. */
const CHANGES: [part: string, change: (v: InsoleView) => void][] = [
  [
    "shell.positions",
    (v) => {
      v.shell.positions[4] = 0.5;
    },
  ],
  [
    "shell.indices",
    (v) => {
      v.shell.indices.set([0, 2, 1]);
    },
  ],
  [
    "shell.thickness",
    (v) => {
      v.shell.thickness[1] = 3.0001;
    },
  ],
  [
    "cover.positions",
    (v) => {
      v.cover.positions[2] = 3.5;
    },
  ],
  [
    "cover.indices",
    (v) => {
      v.cover.indices.set([1, 0, 2]);
    },
  ],
  [
    "foot.positions",
    (v) => {
      v.foot?.positions.set([9]);
    },
  ],
  [
    "foot.indices",
    (v) => {
      v.foot?.indices.set([2, 1, 0]);
    },
  ],
  [
    "outline",
    (v) => {
      v.outline.push({ x: 1, y: 1 });
    },
  ],
  [
    "zones",
    (v) => {
      v.zones[0] = { label: "Medial heel skive", kind: "modification", outline: [] };
    },
  ],
  [
    "sections",
    (v) => {
      v.sections[0] = { kind: "heel", points: [] };
    },
  ],
  [
    "numbers",
    (v) => {
      v.numbers = { heelSeat: 1 } as unknown as InsoleView["numbers"];
    },
  ],
  [
    "checks",
    (v) => {
      v.checks = { heelCupMm: 12 } as unknown as InsoleView["checks"];
    },
  ],
  [
    "warnings",
    (v) => {
      v.warnings.push({ code: "thin" } as unknown as InsoleView["warnings"][number]);
    },
  ],
];

describe("a preview's digest", () => {
  it.each(CHANGES)("names a change to %s, and only there", async (part, change) => {
    const before = await previewDigest(view());
    const changed = view();
    change(changed);
    const after = await previewDigest(changed);
    const differing = Object.keys(before).filter((name) => before[name] !== after[name]);
    expect(differing).toEqual([part]);
  });

  it("leaves the worker's own time out", async () => {
    const slower = view();
    slower.timeMs = 900;
    expect(await previewDigest(slower)).toEqual(await previewDigest(view()));
  });

  it("says which foot has no insole and why, and what a failed answer was", async () => {
    const answer: InsoleAnswer = {
      kind: "insoles",
      id: 1,
      timeMs: 5,
      feet: {
        left: { scanID: "l", insole: { ok: true, insole: view() } },
        right: { scanID: "r", insole: { ok: false, reason: "the insole could not be built" } },
      },
    };
    const digest = await answerDigest(answer);
    expect(digest.left).toEqual(await previewDigest(view()));
    expect(digest.right).toBe("no insole: the insole could not be built");
    expect(await answerDigest({ kind: "failed", id: 2, message: "no WASM" })).toEqual({
      answer: JSON.stringify({ kind: "failed", id: 2, message: "no WASM" }),
    });
  });
});
