// The insole pages of the prescription PDF (issue 19 point 4), read back with pdf.js: a pair of 300 mm insoles
// takes two parts each after the outline page, titled; the 50 mm bar and the insole itself measure true on a page
// rendered at 254 dpi; every part carries its crop marks and the targets of its overlaps; the zones are named;
// long or many labels stay on the page and clear of each other; bad shapes are left out or said to be too large;
// and it renders through the worker pool well within its time limit.
import PDFDocument from "pdfkit";
import { afterAll, describe, expect, it } from "vitest";
import { ellipse, insoleDrawing } from "../test/insole-drawing";
import { type GreyPage, pdfInfo, pdfPageGrey, pdfText, pdfWords } from "../test/pdf-tools";
import { footSheet, sampleDocument } from "../test/prescription-document";
import { closeHeavyWork, HEAVY_WORK_LIMITS, renderPdfOffLoop } from "../workers/heavy-work";
import type { InsoleDrawing, InsoleDrawingZone, PrescriptionDocument } from "./document";
import { type InsoleLayout, planInsoles, SCALE_BAR, TARGET } from "./insole-pages";
import { PT_PER_MM, type Tile, toPage } from "./insole-tiles";
import { CONTENT, PAGE } from "./layout";
import { boundsOf } from "./polygon";
import { renderPrescriptionPdf } from "./render";

/**
 * The CPU time this process spent since `started` (every thread's, the pool's worker among them), in ms: the work's
 * own cost, which a loaded machine does not stretch as it stretches the wall clock.
 */
function cpuMsSince(started: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

afterAll(() => closeHeavyWork());

/** 10 pixels a millimetre. */
const DPI = 254;
const PX_PER_PT = DPI / 72;
const PX_PER_MM = DPI / 25.4;
/** The insole pages follow page 1 (the prescription) and page 2 (the outlines). */
const FIRST_INSOLE_PAGE = 3;

function withInsoles(left: InsoleDrawing | undefined, right: InsoleDrawing | undefined): PrescriptionDocument {
  return sampleDocument({
    feet: { left: { ...footSheet("left"), insole: left }, right: { ...footSheet("right"), insole: right } },
  });
}

const pair = () => withInsoles(insoleDrawing("left", { length: 300 }), insoleDrawing("right", { length: 300 }));

/** The layouts the renderer makes, from a document of the renderer's page size. */
function layoutsOf(d: PrescriptionDocument): InsoleLayout[] {
  return planInsoles(new PDFDocument({ size: PAGE.size, margin: PAGE.margin }), d);
}

/** Each insole page (1-based) with its layout and part. */
function partsOf(d: PrescriptionDocument): { page: number; layout: InsoleLayout; tile: Tile }[] {
  let page = FIRST_INSOLE_PAGE;
  return layoutsOf(d).flatMap((layout) => (layout.plan?.tiles ?? []).map((tile) => ({ page: page++, layout, tile })));
}

function pageMapping(layout: InsoleLayout, tile: Tile) {
  return toPage(tile, { x: layout.window.minX, y: layout.window.maxY });
}

async function textPages(bytes: Uint8Array): Promise<string[]> {
  return pdfText(bytes)
    .split("\f")
    .filter((page) => page.trim() !== "")
    .map((page) => page.replace(/\s+/g, " "));
}

/** Leftmost and rightmost pixels darker than `below` on a row, between two x (px). */
function darkRun(grey: GreyPage, row: number, from: number, to: number, below: number): [number, number] | null {
  let first = -1;
  let last = -1;
  for (let x = Math.ceil(from); x <= to; x++) {
    if (grey.at(x, row) < below) {
      if (first < 0) first = x;
      last = x;
    }
  }
  return first < 0 ? null : [first, last];
}

describe("the insole pages", () => {
  it("draws a pair of 300 mm insoles on two parts each after the outline page, each part titled", async () => {
    const bytes = await renderPrescriptionPdf(pair());
    expect(pdfInfo(bytes).Pages).toBe("6");
    const pages = await textPages(bytes);
    expect(pages[1]).toContain("Plantar outlines");
    expect(pages[2]).toContain("Left insole, part 1 of 2");
    expect(pages[3]).toContain("Left insole, part 2 of 2");
    expect(pages[4]).toContain("Right insole, part 1 of 2");
    expect(pages[5]).toContain("Right insole, part 2 of 2");
    pages.slice(2).forEach((page, index) => {
      expect(page).toContain("Actual size (1:1) when printed at 100%");
      expect(page).toContain("SCALE CHECK: 50 MM AT ACTUAL SIZE");
      expect(page).toContain(`Page ${index + 3} of 6`);
    });
    // The second part of each is trimmed and laid over the first on the A targets.
    expect(pages[3]).toContain("Trim here; lay over part 1 on the A targets");
    expect(pages[2]).not.toContain("Trim here");
  });

  it("keeps a child's insole on one page, draws only the feet that have one, and today's pages without any", async () => {
    const child = await renderPrescriptionPdf(withInsoles(insoleDrawing("left", { length: 160 }), undefined));
    const pages = await textPages(child);
    expect(pages).toHaveLength(3);
    expect(pages[2]).toContain("Left insole, part 1 of 1");
    expect(pages[2]).not.toContain("Parts overlap");
    expect(pages.join(" ")).not.toContain("Right insole");

    const none = await renderPrescriptionPdf(withInsoles(undefined, undefined));
    expect(pdfInfo(none).Pages).toBe("2");
    expect((await textPages(none)).join(" ")).not.toContain("insole, part");
  });

  it("names every zone and its kind, on the drawing where the name fits and in the legend", async () => {
    const bytes = await renderPrescriptionPdf(pair());
    const pages = await textPages(bytes);
    for (const page of pages.slice(2)) {
      for (const entry of [
        "Rearfoot post 4° varus (post)",
        "Medial arch fill (modification)",
        "Heel spur pad (pad)",
        "Met pad (pad)",
        "First ray cut-out (cut-out)",
      ]) {
        expect(page).toContain(entry);
      }
    }
    // On the drawing: the post's name on the heel part, the met pad's and the cut-out's on the toe part.
    const words = pdfWords(bytes);
    const drawn = (page: number, text: string) => {
      const { window } = layoutsOf(pair())[0] as InsoleLayout;
      return words.some((w) => w.page === page && w.text === text && w.yMax < window.maxY && w.yMin > window.minY);
    };
    expect(drawn(3, "Rearfoot")).toBe(true);
    expect(drawn(4, "Met")).toBe(true);
    expect(drawn(4, "First")).toBe(true);
  });

  it("prints a scale bar 50 mm long on every part, and the insole at 1:1", async () => {
    const plain = withInsoles(insoleDrawing("left", { length: 300, zones: [] }), undefined);
    const bytes = await renderPrescriptionPdf(plain);
    const parts = partsOf(plain);
    expect(parts).toHaveLength(2);
    for (const { page, layout, tile } of parts) {
      const grey = pdfPageGrey(bytes, page, DPI);
      const row = (SCALE_BAR.y + SCALE_BAR.height / 2) * PX_PER_PT;
      const run = darkRun(
        grey,
        row,
        (SCALE_BAR.x - 30) * PX_PER_PT,
        (SCALE_BAR.x + SCALE_BAR.width + 30) * PX_PER_PT,
        100,
      );
      if (!run) throw new Error(`no scale bar on page ${page}`);
      // The bar's ends are its outline's strokes, 0.5 pt (0.18 mm) wide.
      expect(Math.abs((run[1] - run[0] + 1) / PX_PER_MM - 50)).toBeLessThan(0.3);

      if (tile.part !== 1) continue;
      // Across the heel, 40 mm from its back: the outline's own width there, measured on the paper.
      const y = layout.heelY + 40;
      const xs: number[] = [];
      const outline = layout.outline;
      outline.forEach((a, i) => {
        const b = outline[(i + 1) % outline.length] as typeof a;
        if (a.y > y !== b.y > y) xs.push(a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y));
      });
      const width = Math.max(...xs) - Math.min(...xs);
      const at = pageMapping(layout, tile)({ x: 0, y });
      const measured = darkRun(
        grey,
        at.y * PX_PER_PT,
        (layout.window.minX + 4) * PX_PER_PT,
        (layout.window.maxX - 4) * PX_PER_PT,
        60,
      );
      if (!measured) throw new Error("no outline across the heel");
      // The 0.9 pt stroke (0.32 mm) is centred on the outline: half of it lies outside on each side.
      expect(Math.abs((measured[1] - measured[0] + 1) / PX_PER_MM - (width + 0.32))).toBeLessThan(0.4);
    }
  });

  it("marks every part's corners for cropping and puts the targets of its overlaps on it", async () => {
    const d = pair();
    const bytes = await renderPrescriptionPdf(d);
    const parts = partsOf(d);
    expect(parts).toHaveLength(4);
    for (const { page, layout, tile } of parts) {
      const grey = pdfPageGrey(bytes, page, DPI);
      // A 0.5 pt line is under two pixels wide: the darkest pixel within one of the point is read.
      const dark = (x: number, y: number) => {
        let darkest = 255;
        for (const dx of [-1, 0, 1]) {
          for (const dy of [-1, 0, 1]) darkest = Math.min(darkest, grey.at(x * PX_PER_PT + dx, y * PX_PER_PT + dy));
        }
        return darkest < 110;
      };
      const w = layout.window;
      // Crop marks: a short line out from each corner, beyond a 3 pt gap, along both edges.
      for (const [x, dx] of [
        [w.minX, -1],
        [w.maxX, 1],
      ] as const) {
        for (const [y, dy] of [
          [w.minY, -1],
          [w.maxY, 1],
        ] as const) {
          expect(dark(x + dx * 8, y), `crop mark at ${x},${y} of page ${page}`).toBe(true);
          expect(dark(x, y + dy * 8), `crop mark at ${x},${y} of page ${page}`).toBe(true);
        }
      }
      // Each overlap this part shares: both its targets, a ring with a cross, white between them.
      const plan = layout.plan;
      if (!plan) throw new Error("not tiled");
      const mine = plan.overlaps.filter((overlap) => overlap.parts.includes(tile.part));
      expect(mine.length).toBeGreaterThanOrEqual(1);
      const page0 = pageMapping(layout, tile);
      for (const overlap of mine) {
        const targets = plan.targets.filter((target) => target.letter === overlap.letter);
        expect(targets).toHaveLength(2);
        for (const target of targets) {
          const p = page0(target.at);
          const r = TARGET.radius / Math.SQRT2;
          expect(dark(p.x, p.y), `target centre on page ${page}`).toBe(true);
          expect(dark(p.x + r, p.y + r), `target ring on page ${page}`).toBe(true);
          expect(dark(p.x - r, p.y - r), `target ring on page ${page}`).toBe(true);
          expect(dark(p.x + r / 2, p.y - r / 2), `inside the ring on page ${page}`).toBe(false);
          expect(dark(p.x + TARGET.reach - 1, p.y), `target cross on page ${page}`).toBe(true);
        }
        // The two parts of an overlap show a target on the same spot of the insole: laid together, they meet.
        const other = parts.find((part) => part.layout === layout && part.tile.part !== tile.part);
        if (other && overlap.parts.includes(other.tile.part)) {
          const target = targets[0];
          if (!target) throw new Error("no target");
          const here = page0(target.at);
          const there = pageMapping(other.layout, other.tile)(target.at);
          const shift = (tile.frame.minY - other.tile.frame.minY) * PT_PER_MM;
          expect(here.y - there.y).toBeCloseTo(shift, 6);
        }
      }
    }
  });

  it("keeps long and many labels on the page and clear of each other, cutting what is too long", async () => {
    const outline = insoleDrawing("right", { length: 290 }).outline;
    const b = boundsOf(outline);
    const longWords = Array.from({ length: 40 }, (_, i) => `instruction${i}`).join(" ");
    const zones: InsoleDrawingZone[] = Array.from({ length: 30 }, (_, i) => ({
      label: i === 0 ? "X".repeat(5000) : i === 1 ? longWords : `Pad ${i + 1} with a fairly long name`,
      kind: (["post", "pad", "cutout", "modification"] as const)[i % 4] ?? "pad",
      outline: ellipse({ x: (i % 3) * 15 - 15, y: b.minY + 20 + (i * (b.maxY - b.minY - 40)) / 30 }, 6 + (i % 4), 8),
    }));
    const d = withInsoles(undefined, { outline, zones });
    const started = process.cpuUsage();
    const bytes = await renderPrescriptionPdf(d);
    expect(cpuMsSince(started)).toBeLessThan(HEAVY_WORK_LIMITS.pdfMs / 5);
    const parts = partsOf(d);
    expect(Number(pdfInfo(bytes).Pages)).toBe(2 + parts.length);
    const words = pdfWords(bytes).filter((w) => w.page >= FIRST_INSOLE_PAGE);
    for (const w of words) {
      expect(w.xMin, w.text).toBeGreaterThanOrEqual(CONTENT.left - 1);
      expect(w.xMax, w.text).toBeLessThanOrEqual(CONTENT.right + 1);
      expect(w.yMin, w.text).toBeGreaterThanOrEqual(PAGE.margin - 1);
      expect(w.yMax, w.text).toBeLessThanOrEqual(PAGE.height - PAGE.margin + 1);
    }
    // No two words on a page overlap (a label over a label, a name over the legend).
    const clashes: string[] = [];
    for (const { page } of parts) {
      const on = words.filter((w) => w.page === page);
      for (const [i, a] of on.entries()) {
        for (const c of on.slice(i + 1)) {
          const overlapX = Math.min(a.xMax, c.xMax) - Math.max(a.xMin, c.xMin);
          const overlapY = Math.min(a.yMax, c.yMax) - Math.max(a.yMin, c.yMin);
          if (overlapX > 1 && overlapY > 1) clashes.push(`"${a.text}" and "${c.text}" on page ${page}`);
        }
      }
    }
    expect(clashes).toEqual([]);
    const text = (await textPages(bytes)).slice(2).join(" ");
    // Cut to two lines in the legend, with an ellipsis; the rest counted.
    expect(text).toContain("XXXX");
    expect(text).not.toContain("X".repeat(200));
    expect(text).toContain("\u2026");
    expect(text).toMatch(/and \d+ more zones, in the design report/);
  });

  it("leaves out points that are not numbers and zones without area, and says when an insole is too large", async () => {
    const good = insoleDrawing("left", { length: 280 });
    const broken: InsoleDrawing = {
      outline: [...good.outline, { x: Number.NaN, y: 3 }],
      zones: [
        ...(good.zones.slice(0, 2) as InsoleDrawingZone[]),
        {
          label: "Two points",
          kind: "pad",
          outline: [
            { x: 0, y: 0 },
            { x: 1, y: 1 },
          ],
        },
        { label: "Unknown kind", kind: "wedge" as "pad", outline: ellipse({ x: 0, y: 100 }, 5, 5) },
      ],
    };
    const huge: InsoleDrawing = { outline: good.outline.map((p) => ({ x: p.x, y: p.y * 10 })), zones: [] };
    const bytes = await renderPrescriptionPdf(withInsoles(broken, huge));
    const pages = await textPages(bytes);
    expect(pages).toHaveLength(2 + 2 + 1);
    expect(pages[2]).toContain("Left insole, part 1 of 2");
    expect(pages[2]).toContain("Rearfoot post 4° varus (post)");
    expect(pages[2]).not.toContain("Two points");
    expect(pages[2]).not.toContain("Unknown kind");
    expect(pages[4]).toContain("Right insole");
    expect(pages[4]).toContain("is too large to print at actual size");
  });

  it("renders a pair through the worker pool well within its time limit", async () => {
    const busy = (side: "left" | "right"): InsoleDrawing => {
      const base = insoleDrawing(side, { length: 320 });
      // A fine outline, as a 0.25 mm grid would give, and forty zones.
      const outline = base.outline.flatMap((p, i) => {
        const q = base.outline[(i + 1) % base.outline.length] ?? p;
        return Array.from({ length: 20 }, (_, k) => ({
          x: p.x + ((q.x - p.x) * k) / 20,
          y: p.y + ((q.y - p.y) * k) / 20,
        }));
      });
      const zones = Array.from(
        { length: 40 },
        (_, i): InsoleDrawingZone => ({
          label: `Zone ${i + 1}`,
          kind: "pad",
          outline: ellipse({ x: 0, y: 20 + i * 7 }, 8, 3, 64),
        }),
      );
      return { outline, zones };
    };
    // A worker loads its modules once (the server starts them warm); the limit is then the job's own time.
    await renderPdfOffLoop(sampleDocument());
    const started = process.cpuUsage();
    const bytes = await renderPdfOffLoop(withInsoles(busy("left"), busy("right")));
    expect(cpuMsSince(started)).toBeLessThan(HEAVY_WORK_LIMITS.pdfMs / 3);
    expect(Number(pdfInfo(bytes).Pages)).toBeGreaterThanOrEqual(6);
  }, 30_000);
});
