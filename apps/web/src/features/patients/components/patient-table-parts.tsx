// The patient table's pieces: the frame with its sortable headers, a row, the layout's sizes, and where the list
// sits on the page.
import { useMantineTheme } from "@mantine/core";
import type { PatientSummary } from "@solerx/domain/patient";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { type ReactNode, useLayoutEffect, useState } from "react";
import { formatDateTime, formatNumericDate } from "../../../lib/time-format";
import { formatBirthDate, genderLabel } from "../lib/patient-display";
import type { PatientRow } from "../lib/patient-rows";
import { patientStatus } from "../lib/patient-status";
import type { SortColumn, SortOrder } from "../lib/sort-patients";
import { PATIENTS_TEXTS } from "../texts";
import classes from "./patient-table.module.css";

export type PatientTableLayout = "table" | "cards";

/** Row heights: one line (and the PO number under the Reference ID) in the table; three lines in a card. */
export const ROW_HEIGHT: Record<PatientTableLayout, number> = { table: 56, cards: 84 };
export const HEADER_HEIGHT = 45;

const COLUMNS: Record<"plain" | "sensitive", string> = {
  plain: "minmax(0, 2.2fr) minmax(0, 1.3fr) minmax(0, 1.6fr) minmax(0, 1.5fr) minmax(0, 1.6fr)",
  sensitive:
    "minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1.5fr) minmax(0, 1.5fr) minmax(0, 1.6fr) minmax(0, 1.1fr) minmax(0, 0.9fr)",
};

export interface PatientTableProps {
  rows: readonly PatientRow[];
  labelledBy: string;
  /** The keyboard hint. */
  describedBy: string;
  layout: PatientTableLayout;
  /** False when the company hides sensitive data: no birth date, no gender. */
  showSensitive: boolean;
  sort: SortOrder;
  onSort: (column: SortColumn) => void;
  doctorNames: ReadonlyMap<string, string>;
  onOpen: (patient: PatientSummary) => void;
}

/** The columns shown: birth date and gender only when the company shows sensitive data. */
export function columnsOf(showSensitive: boolean): SortColumn[] {
  const columns: SortColumn[] = ["name", "referenceId", "doctor", "status", "updated"];
  if (showSensitive) columns.push("birthDate", "gender");
  return columns;
}

/** The table with its header row; the body is the caller's. */
export function PatientTableFrame({ props, children }: { props: PatientTableProps; children: ReactNode }) {
  const { rows, layout, showSensitive, sort, onSort } = props;
  return (
    <table
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-rowcount={rows.length + 1}
      className={classes.table}
      data-layout={layout}
      style={{ "--patient-columns": COLUMNS[showSensitive ? "sensitive" : "plain"] } as React.CSSProperties}
    >
      <thead className={classes.head}>
        <tr aria-rowindex={1} className={classes.header}>
          {columnsOf(showSensitive).map((column) => (
            <ColumnHeader key={column} column={column} sort={sort} onSort={onSort} focusable={layout === "table"} />
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** The row shown when a search matches nobody. */
export function NoMatchesRow({ columns }: { columns: number }) {
  return (
    <tr aria-rowindex={2}>
      <td colSpan={columns} className={classes.noMatches}>
        {PATIENTS_TEXTS.noMatches}
      </td>
    </tr>
  );
}

function ColumnHeader({
  column,
  sort,
  onSort,
  focusable,
}: {
  column: SortColumn;
  sort: SortOrder;
  onSort: (column: SortColumn) => void;
  focusable: boolean;
}) {
  const sorted = sort.column === column ? sort.direction : undefined;
  const Icon = sorted === "ascending" ? IconArrowUp : sorted === "descending" ? IconArrowDown : IconArrowsSort;
  return (
    <th scope="col" aria-sort={sorted ?? "none"} className={classes.columnHeader}>
      <button
        type="button"
        className={classes.sortButton}
        data-active={sorted ? true : undefined}
        tabIndex={focusable ? undefined : -1}
        onClick={() => onSort(column)}
      >
        <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{PATIENTS_TEXTS.columns[column]}</span>
        <Icon size={14} className={classes.sortIcon} aria-hidden />
      </button>
    </th>
  );
}

export interface RowProps {
  index: number;
  top: number;
  height: number;
  patient: PatientSummary;
  layout: PatientTableLayout;
  showSensitive: boolean;
  tabbable: boolean;
  doctorNames: ReadonlyMap<string, string>;
  onFocus: () => void;
  onOpen: (patient: PatientSummary) => void;
}

export function PatientTableRow({ index, top, height, patient, layout, showSensitive, tabbable, ...props }: RowProps) {
  const status = patientStatus(patient.sessionsStatuses);
  const theme = useMantineTheme();
  const pill = theme.variantColorResolver({ color: status.color, theme, variant: "light" });
  const doctor = patient.assignedToDoctor ? props.doctorNames.get(patient.assignedToDoctor) : undefined;
  const cards = layout === "cards";
  const open = () => props.onOpen(patient);
  return (
    <tr
      aria-rowindex={index + 2}
      data-index={index}
      className={classes.row}
      style={{ transform: `translateY(${top}px)`, height }}
      onClick={open}
    >
      <Cell column="name">
        <button
          type="button"
          className={classes.name}
          tabIndex={tabbable ? 0 : -1}
          onFocus={props.onFocus}
          // No onClick of its own: its click (a tap, Enter, Space) reaches the row's.
        >
          {patient.firstName} {patient.lastName}
        </button>
      </Cell>
      <Cell column="referenceId">
        <span className={classes.mono}>{patient.patientID || PATIENTS_TEXTS.missing}</span>
        {patient.zebraID && <span className={classes.secondary}>{PATIENTS_TEXTS.poNumber(patient.zebraID)}</span>}
      </Cell>
      <Cell column="doctor">{doctor ?? PATIENTS_TEXTS.missing}</Cell>
      <Cell column="status">
        {/* A light badge in the theme's readable colours, without Badge: rows are many and re-render as they scroll. */}
        <span className={classes.status} style={{ background: pill.background, color: pill.color }}>
          {status.label}
        </span>
      </Cell>
      <Cell column="updated">
        <CardLabel>{PATIENTS_TEXTS.cardLabels.updated}</CardLabel>
        <span className={cards ? undefined : classes.dimmed}>
          {cards ? formatNumericDate(patient.updatedAt) : formatDateTime(patient.updatedAt)}
        </span>
      </Cell>
      {showSensitive && (
        <Cell column="birthDate">
          {patient.birthDate && <CardLabel>{PATIENTS_TEXTS.cardLabels.birthDate}</CardLabel>}
          {formatBirthDate(patient.birthDate, cards ? "numeric" : "medium") ?? (cards ? "" : PATIENTS_TEXTS.missing)}
        </Cell>
      )}
      {showSensitive && <Cell column="gender">{genderLabel(patient.gender)}</Cell>}
    </tr>
  );
}

function Cell({ column, children }: { column: SortColumn; children: ReactNode }) {
  return (
    <td className={classes.cell} data-column={column}>
      {children}
    </td>
  );
}

function CardLabel({ children }: { children: ReactNode }) {
  return <span className={classes.cardLabel}>{children} </span>;
}

/** Where the element starts on the page: the window virtualizer counts rows from there. */
export function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  // Whatever sits above the list (the heading, a notice) may change its height: check after every render.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
    if (next !== top) setTop(next);
  });
  return top;
}

/** The app's sticky top bar height (AppShell's --app-shell-header-offset), for scrolling a row into view below it. */
export function useHeaderOffset(): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const read = () => {
      const value = getComputedStyle(document.documentElement).getPropertyValue("--app-shell-header-offset");
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const parsed = Number.parseFloat(value);
      setOffset(Number.isNaN(parsed) ? 0 : value.trim().endsWith("rem") ? parsed * rem : parsed);
    };
    read();
    window.addEventListener("resize", read);
    return () => window.removeEventListener("resize", read);
  }, []);
  return offset;
}
