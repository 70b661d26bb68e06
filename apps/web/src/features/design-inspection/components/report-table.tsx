// The report of one foot's insole as a table: each check, what the prescription asked and what the finished mesh
// measures. It is the 3D view's text alternative, so it says everything the picture is checked for.
import { Table } from "@mantine/core";
import type { DesignSide } from "@solerx/domain/design";
import type { InsoleView } from "../../../entities/insole/insole-view";
import { reportRows } from "../lib/report-rows";
import { DESIGN_INSPECTION_TEXTS } from "../texts";

const T = DESIGN_INSPECTION_TEXTS.report;

export function ReportTable({ side, insole }: { side: DesignSide; insole: InsoleView }) {
  const rows = reportRows(insole.numbers, insole.checks);
  return (
    <Table withTableBorder striped verticalSpacing={6} fz="sm" captionSide="top" data-testid={`design-report-${side}`}>
      <Table.Caption style={{ textAlign: "left", fontWeight: 600, color: "var(--mantine-color-text)" }}>
        {T.caption(side)}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{T.check}</Table.Th>
          <Table.Th scope="col">{T.prescribed}</Table.Th>
          <Table.Th scope="col">{T.made}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-check={row.key}>
            <Table.Th scope="row" fw={500}>
              {row.check}
            </Table.Th>
            <Table.Td data-role="prescribed">{row.prescribed}</Table.Td>
            <Table.Td data-role="made">{row.made}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
