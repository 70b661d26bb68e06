// The measurements of the latest scan of each foot (GET /biometric/scans/properties/{scanID}), side by side, and
// the line that stands in for them while they load.
import { Group, Loader, Table, Text } from "@mantine/core";
import type { ScanProperties } from "@solerx/domain/scan";
import { MEASUREMENT_LABELS, MEASUREMENT_TEXTS } from "../texts";

type Measured = keyof typeof MEASUREMENT_LABELS;
const ROWS = Object.keys(MEASUREMENT_LABELS) as Measured[];

/** A length in whole millimetres, or a dash when the scan or the figure is missing. */
export function millimetres(properties: ScanProperties | null, key: Measured): string {
  const value = properties?.[key];
  return typeof value === "number" ? `${Math.round(value)} mm` : "—";
}

export function MeasurementsTable({ left, right }: { left: ScanProperties | null; right: ScanProperties | null }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="sm" captionSide="top">
        <Table.Caption>
          <Text fw={600} ta="left" c="dark">
            {MEASUREMENT_TEXTS.measurements}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{MEASUREMENT_TEXTS.measurement}</Table.Th>
            <Table.Th scope="col" ta="right">
              {MEASUREMENT_TEXTS.leftFoot}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {MEASUREMENT_TEXTS.rightFoot}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((key) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={500}>
                {MEASUREMENT_LABELS[key]}
              </Table.Th>
              <Table.Td ta="right" ff="monospace">
                {left ? millimetres(left, key) : MEASUREMENT_TEXTS.noScan}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {right ? millimetres(right, key) : MEASUREMENT_TEXTS.noScan}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Said where the table will be while the scans' measurements load. */
export function MeasurementsLoading() {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {MEASUREMENT_TEXTS.loading}
      </Text>
    </Group>
  );
}
