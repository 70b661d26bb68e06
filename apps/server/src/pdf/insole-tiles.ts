// How an insole drawn at 1:1 is cut into pages (issue 19 point 4): a grid of equal windows over the insole's frame
// (mm), neighbours overlapping by OVERLAP_MM, the registration targets each overlap carries, and which edges of a
// part are trimmed to lay it over the part before. Pure arithmetic in millimetres; insole-pages.ts draws it.
import type { Point2 } from "@solerx/geometry";
import type { Rect } from "./polygon";

/** Points per millimetre: the drawing's one scale, 1:1 on paper printed at actual size. */
export const PT_PER_MM = 72 / 25.4;
/** Neighbouring parts share this band (mm): room for the targets, and for a strip of tape. */
export const OVERLAP_MM = 15;
/** Free paper around the insole and its zones (mm). */
export const REGION_PAD_MM = 5;
/** Targets sit this far in from the window's sides along a band (mm). */
const TARGET_INSET_MM = 8;
/** More parts than this means the shape is not an insole (a unit error upstream): it is not tiled. */
export const MAX_PARTS = 8;

export interface Tile {
  /** 1-based, from the heel: row by row, heel row first, left to right within a row. */
  part: number;
  row: number;
  column: number;
  /** The part of the insole's frame this page shows, mm. */
  frame: Rect;
  /** Edges trimmed off to lay this part over its neighbour with the lower number: its bottom and its left. */
  trim: { bottom: boolean; left: boolean };
}

export interface Target {
  /** The same letter on both parts of an overlap. */
  letter: string;
  /** The target's centre in the insole's frame, mm: it lands on the same spot of every part that shows it. */
  at: Point2;
}

export interface Overlap {
  /** The parts it joins, lower first. */
  parts: [number, number];
  letter: string;
  /** The shared band, in the frame, mm. */
  band: Rect;
}

export interface TilePlan {
  rows: number;
  columns: number;
  tiles: Tile[];
  overlaps: Overlap[];
  targets: Target[];
}

/** How many windows of `size` overlapping by OVERLAP_MM cover `extent`. */
function countFor(extent: number, size: number): number {
  return extent <= size ? 1 : Math.ceil((extent - OVERLAP_MM) / (size - OVERLAP_MM));
}

/** Where the first of `count` windows starts so that they are centred on the extent. */
function startFor(min: number, max: number, count: number, size: number): number {
  const covered = count * size - (count - 1) * OVERLAP_MM;
  return (min + max) / 2 - covered / 2;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The pages of a drawing whose content lies in `region` (mm, the frame) on windows `window` mm wide and tall; null
 * when it would take more than MAX_PARTS. The windows are centred on the region.
 */
export function planTiles(region: Rect, window: { width: number; height: number }): TilePlan | null {
  const step = { x: window.width - OVERLAP_MM, y: window.height - OVERLAP_MM };
  if (step.x <= 0 || step.y <= 0) throw new Error("the window is smaller than the overlap");
  const columns = countFor(region.maxX - region.minX, window.width);
  const rows = countFor(region.maxY - region.minY, window.height);
  if (rows * columns > MAX_PARTS) return null;
  const x0 = startFor(region.minX, region.maxX, columns, window.width);
  const y0 = startFor(region.minY, region.maxY, rows, window.height);

  const tiles: Tile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const minX = x0 + column * step.x;
      const minY = y0 + row * step.y;
      tiles.push({
        part: row * columns + column + 1,
        row,
        column,
        frame: { minX, minY, maxX: minX + window.width, maxY: minY + window.height },
        trim: { bottom: row > 0, left: column > 0 },
      });
    }
  }

  const overlaps: Overlap[] = [];
  const targets: Target[] = [];
  const at = (row: number, column: number) => tiles[row * columns + column] as Tile;
  for (const tile of tiles) {
    const neighbours: Tile[] = [];
    if (tile.row + 1 < rows) neighbours.push(at(tile.row + 1, tile.column));
    if (tile.column + 1 < columns) neighbours.push(at(tile.row, tile.column + 1));
    for (const next of neighbours) {
      const letter = LETTERS[overlaps.length % LETTERS.length] as string;
      const band: Rect = {
        minX: Math.max(tile.frame.minX, next.frame.minX),
        minY: Math.max(tile.frame.minY, next.frame.minY),
        maxX: Math.min(tile.frame.maxX, next.frame.maxX),
        maxY: Math.min(tile.frame.maxY, next.frame.maxY),
      };
      overlaps.push({ parts: [tile.part, next.part], letter, band });
      const middle = { x: (band.minX + band.maxX) / 2, y: (band.minY + band.maxY) / 2 };
      // A band across the page (parts one above the other) has its targets near its two ends, left and right;
      // a band down the page, near its top and bottom.
      // Where bands cross (parts in rows and columns), a band's targets keep clear of the band across its end.
      const across = band.maxX - band.minX > band.maxY - band.minY;
      const inset = TARGET_INSET_MM + ((across ? columns : rows) > 1 ? OVERLAP_MM : 0);
      const ends: Point2[] = across
        ? [
            { x: band.minX + inset, y: middle.y },
            { x: band.maxX - inset, y: middle.y },
          ]
        : [
            { x: middle.x, y: band.minY + inset },
            { x: middle.x, y: band.maxY - inset },
          ];
      for (const end of ends) targets.push({ letter, at: end });
    }
  }
  return { rows, columns, tiles, overlaps, targets };
}

/** The tiles' page mapping: a frame point (mm) to the page (pt) for a window whose bottom-left corner is `origin`. */
export function toPage(tile: Tile, origin: Point2): (p: Point2) => Point2 {
  return (p) => ({
    x: origin.x + (p.x - tile.frame.minX) * PT_PER_MM,
    y: origin.y - (p.y - tile.frame.minY) * PT_PER_MM,
  });
}
