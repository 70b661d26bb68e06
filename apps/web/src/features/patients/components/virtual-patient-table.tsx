// The patient list as a virtualized table (table elements laid out with CSS grid): the page scrolls, only the rows
// in view (and a few around them) are in the DOM, and aria-rowcount / aria-rowindex tell assistive technology
// where a row sits among them all.
// Keyboard: Tab reaches one row (the one last used, or the first in view); the arrow keys, Page Up/Down, Home and
// End move between rows, scrolling as they go; Enter or Space opens the patient.
// Loaded apart from the first download (see patient-table.tsx).
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
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

export function VirtualPatientTable(props: PatientTableProps) {
  const { rows, layout, showSensitive } = props;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const headerOffset = useHeaderOffset();
  const scrollMargin = useDocumentTop(bodyRef);
  const rowHeight = ROW_HEIGHT[layout];
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: 6,
    scrollMargin,
    scrollPaddingStart: headerOffset + (layout === "table" ? HEADER_HEIGHT : 0),
    getItemKey: (index) => rows[index]?.patient.userID ?? index,
  });
  // The heights are fixed per layout: a new layout drops the old measurements.
  useEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const items = virtualizer.getVirtualItems();
  const firstInView = virtualizer.range?.startIndex ?? items[0]?.index ?? 0;
  const tabStop = items.some((item) => item.index === active) ? active : firstInView;

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
    virtualizer.scrollToIndex(next, { align: "auto" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const from = Number((event.target as HTMLElement).closest("[data-index]")?.getAttribute("data-index"));
    if (Number.isNaN(from)) return;
    const page = Math.max(1, (virtualizer.range?.endIndex ?? from) - (virtualizer.range?.startIndex ?? from) - 1);
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
        style={{ height: rows.length === 0 ? undefined : virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
        {rows.length === 0 && <NoMatchesRow columns={columnsOf(showSensitive).length} />}
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <PatientTableRow
              key={item.key}
              index={item.index}
              top={item.start - scrollMargin}
              height={item.size}
              patient={row.patient}
              layout={layout}
              showSensitive={showSensitive}
              tabbable={item.index === tabStop}
              doctorNames={props.doctorNames}
              onFocus={() => setActive(item.index)}
              onOpen={props.onOpen}
            />
          );
        })}
      </tbody>
    </PatientTableFrame>
  );
}
