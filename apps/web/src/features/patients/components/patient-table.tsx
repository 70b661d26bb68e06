// The patient list as a virtualized table (table elements laid out with CSS grid): the page scrolls, only the rows
// in view (and a few around them) are in the DOM, and aria-rowcount / aria-rowindex tell assistive technology
// where a row sits among them all. Every row of a layout has the same height, so which rows are in view is
// arithmetic on the window's scroll (../lib/window-rows.ts): no virtualization library.
// Keyboard: Tab reaches one row (the one last used, or the first in view); the arrow keys, Page Up/Down, Home and
// End move between rows, scrolling as they go; Enter or Space opens the patient.
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { rowsInView, scrollToShow } from "../lib/window-rows";
import classes from "./patient-table.module.css";
import {
  columnsOf,
  HEADER_HEIGHT,
  NoMatchesRow,
  PatientTableFrame,
  type PatientTableProps,
  PatientTableRow,
  ROW_HEIGHT,
  useDocumentTop,
  useHeaderOffset,
} from "./patient-table-parts";

/** Rows kept in the DOM either side of those in view, so a quick scroll shows no gap. */
const OVERSCAN = 6;

/** The window's scroll position and height, following scrolls and resizes. */
function useWindowView(): { scrollY: number; height: number } {
  const [view, setView] = useState(() => ({ scrollY: window.scrollY, height: window.innerHeight }));
  useEffect(() => {
    const read = () => setView({ scrollY: window.scrollY, height: window.innerHeight });
    read();
    window.addEventListener("scroll", read, { passive: true });
    window.addEventListener("resize", read);
    return () => {
      window.removeEventListener("scroll", read);
      window.removeEventListener("resize", read);
    };
  }, []);
  return view;
}

export function PatientTable(props: PatientTableProps) {
  const { rows, layout, showSensitive } = props;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const headerOffset = useHeaderOffset();
  const scrollMargin = useDocumentTop(bodyRef);
  const rowHeight = ROW_HEIGHT[layout];
  const view = useWindowView();
  const list = {
    count: rows.length,
    rowHeight,
    listTop: scrollMargin,
    scrollY: view.scrollY,
    viewportHeight: view.height,
  };
  const inView = rowsInView(list);
  const first = Math.max(0, inView.start - OVERSCAN);
  const last = Math.min(rows.length - 1, inView.end + OVERSCAN);
  const indexes = Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset);

  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const tabStop = indexes.includes(active) ? active : inView.start;

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const button = bodyRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] button`);
    if (button) {
      pendingFocus.current = null;
      button.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    pendingFocus.current = next;
    const coveredTop = headerOffset + (layout === "table" ? HEADER_HEIGHT : 0);
    const top = scrollToShow(next, { ...list, scrollY: window.scrollY, coveredTop });
    if (top !== null) window.scrollTo({ top });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const from = Number((event.target as HTMLElement).closest("[data-index]")?.getAttribute("data-index"));
    if (Number.isNaN(from)) return;
    const page = Math.max(1, inView.end - inView.start - 1);
    const target: Record<string, number> = {
      ArrowDown: from + 1,
      ArrowUp: from - 1,
      PageDown: from + page,
      PageUp: from - page,
      Home: 0,
      End: rows.length - 1,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <PatientTableFrame props={props}>
      <tbody
        ref={bodyRef}
        className={classes.body}
        style={{ height: rows.length === 0 ? undefined : rows.length * rowHeight }}
        onKeyDown={onKeyDown}
      >
        {rows.length === 0 && <NoMatchesRow columns={columnsOf(showSensitive).length} />}
        {indexes.map((index) => {
          const row = rows[index];
          if (!row) return null;
          return (
            <PatientTableRow
              key={row.patient.userID}
              index={index}
              top={index * rowHeight}
              height={rowHeight}
              patient={row.patient}
              layout={layout}
              showSensitive={showSensitive}
              tabbable={index === tabStop}
              doctorNames={props.doctorNames}
              onFocus={() => setActive(index)}
              onOpen={props.onOpen}
            />
          );
        })}
      </tbody>
    </PatientTableFrame>
  );
}
