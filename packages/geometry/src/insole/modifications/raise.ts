// Raising (or lowering) the shell's top by a height times a shape's weight: the pads, extensions, the arch
// modification and the navicular well all draw this way. Where a raised part reaches past the shell's end under
// the cover, shell is added there if it joins the shell (an extension); what lies off the insole is counted so
// the part can say it runs off a narrow foot.

import type { Drawing } from "./drawing";
import { addShellUnderCover, connectedToShell, setShellTop } from "./field-edit";

export interface Raised {
  /** 1 on the cells the part changed. */
  drawn: Uint8Array;
  /** Of the part's core (weight ≥ 0.5), the shares (0..1) off the insole and beyond the shell's end, unjoined. */
  offShare: number;
  beyondShare: number;
  /** The largest change made and asked, mm (they differ where the floor or the ground stopped a lowering). */
  madeMm: number;
  askedMm: number;
}

/** `offGridCore`: cells of the part's core that lie past the grid altogether (off the insole). */
export function raiseBy(d: Drawing, weights: Float32Array, heightMm: number, extend: boolean, offGridCore = 0): Raised {
  const f = d.fields;
  const n = weights.length;
  const drawn = new Uint8Array(n);
  const candidates = new Uint8Array(n);
  let core = offGridCore;
  let off = offGridCore;
  let madeMm = 0;
  let askedMm = 0;
  for (let i = 0; i < n; i++) {
    const w = weights[i] as number;
    if (!(w > 0)) continue;
    if (w >= 0.5) core++;
    if (f.shellMask[i] === 1) {
      const before = f.shellTop[i] as number;
      const after = setShellTop(d, i, before + heightMm * w);
      madeMm = Math.max(madeMm, Math.abs(after - before));
      askedMm = Math.max(askedMm, Math.abs(heightMm * w));
      drawn[i] = 1;
    } else if (extend && heightMm > 0 && f.coverMask[i] === 1 && w >= 0.5) {
      candidates[i] = 1;
    } else if (w >= 0.5 && f.coverMask[i] !== 1) {
      off++;
    }
  }
  let beyond = 0;
  if (extend && heightMm > 0) {
    const joined = connectedToShell(f, candidates);
    for (let i = 0; i < n; i++) {
      if (candidates[i] !== 1) continue;
      if (joined[i] !== 1) {
        beyond++;
        continue;
      }
      addShellUnderCover(d, i, heightMm);
      madeMm = Math.max(madeMm, heightMm);
      askedMm = Math.max(askedMm, heightMm);
      drawn[i] = 1;
    }
  } else {
    // Without an extension, a part's core under the cover but past the shell is left out as well.
    for (let i = 0; i < n; i++)
      if ((weights[i] as number) >= 0.5 && f.shellMask[i] !== 1 && f.coverMask[i] === 1) beyond++;
  }
  return { drawn, offShare: core > 0 ? off / core : 0, beyondShare: core > 0 ? beyond / core : 0, madeMm, askedMm };
}
