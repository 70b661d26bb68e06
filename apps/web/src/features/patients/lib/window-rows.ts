// Which rows of a list laid out in the page at a fixed height are in the window's view, and where the window must
// scroll to bring one into view: all the patient list's virtualization needs, since its rows (or cards) all have
// one height per layout. Pure, so it is tested without a browser; components/patient-table.tsx reads the
// window's scroll and size and renders the rows in view with a few either side.

export interface WindowRows {
  count: number;
  rowHeight: number;
  /** The list's first row, in page coordinates (its top with the page scrolled to the top). */
  listTop: number;
  scrollY: number;
  viewportHeight: number;
}

/** The first and last row at least partly in view (end below start when none is). */
export function rowsInView({ count, rowHeight, listTop, scrollY, viewportHeight }: WindowRows): {
  start: number;
  end: number;
} {
  if (count === 0 || rowHeight <= 0) return { start: 0, end: -1 };
  const clamp = (index: number) => Math.max(0, Math.min(count - 1, index));
  const start = clamp(Math.floor((scrollY - listTop) / rowHeight));
  const end = Math.floor((scrollY + viewportHeight - 1 - listTop) / rowHeight);
  return { start, end: end < 0 ? -1 : clamp(end) };
}

/**
 * Where the window must scroll so that row `index` is wholly in view below `coveredTop` px of sticky headers, or
 * null when it already is: the nearest edge, as a keyboard moving row by row expects.
 */
export function scrollToShow(index: number, rows: WindowRows & { coveredTop: number }): number | null {
  const top = rows.listTop + index * rows.rowHeight;
  const bottom = top + rows.rowHeight;
  if (top < rows.scrollY + rows.coveredTop) return top - rows.coveredTop;
  if (bottom > rows.scrollY + rows.viewportHeight) return bottom - rows.viewportHeight;
  return null;
}
