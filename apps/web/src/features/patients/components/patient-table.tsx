// The patient table. The virtualizer (@tanstack/react-virtual, about 10 KB) is not part of the first download:
// its chunk is requested as soon as this module runs, in parallel with sign-in, and until it is there (rarely
// longer than the first page takes) the first rows show in a plain table of the same look.
import { lazy, Suspense } from "react";
import classes from "./patient-table.module.css";
import {
  columnsOf,
  NoMatchesRow,
  PatientTableFrame,
  type PatientTableProps,
  PatientTableRow,
  ROW_HEIGHT,
} from "./patient-table-parts";

const virtualTable = import("./virtual-patient-table");
const VirtualPatientTable = lazy(() => virtualTable.then((module) => ({ default: module.VirtualPatientTable })));

/** Rows the plain table shows: a tall screen's worth. */
const PLAIN_ROWS = 24;

export function PatientTable(props: PatientTableProps) {
  return (
    <Suspense fallback={<PlainPatientTable {...props} />}>
      <VirtualPatientTable {...props} />
    </Suspense>
  );
}

function PlainPatientTable(props: PatientTableProps) {
  const { rows, layout } = props;
  const height = ROW_HEIGHT[layout];
  return (
    <PatientTableFrame props={props}>
      <tbody className={classes.body} style={{ height: rows.length === 0 ? undefined : rows.length * height }}>
        {rows.length === 0 && <NoMatchesRow columns={columnsOf(props.showSensitive).length} />}
        {rows.slice(0, PLAIN_ROWS).map((row, index) => (
          <PatientTableRow
            key={row.patient.userID}
            index={index}
            top={index * height}
            height={height}
            patient={row.patient}
            layout={layout}
            showSensitive={props.showSensitive}
            tabbable={index === 0}
            doctorNames={props.doctorNames}
            onFocus={() => {}}
            onOpen={props.onOpen}
          />
        ))}
      </tbody>
    </PatientTableFrame>
  );
}
