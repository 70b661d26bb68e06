// The measurements of the latest scan of each foot (GET /biometric/scans/properties/{scanID}), side by side, the
// server's notes on them (why a scan could not be measured, a side that looks wrong, the units it assumed for a
// file, a length it doubts), and the line that stands in for them while they load.
import { Alert, Group, List, Loader, Stack, Table, Text } from "@mantine/core";
import type { ScanProperties } from "@solerx/domain/scan";
import { MEASUREMENT_LABELS, MEASUREMENT_TEXTS } from "../texts";

type Measured = keyof typeof MEASUREMENT_LABELS;
const ROWS = Object.keys(MEASUREMENT_LABELS) as Measured[];

/** A length in whole millimetres, or a dash when the scan or the figure is missing. */
export function millimetres(properties: ScanProperties | null, key: Measured): string {
  const value = properties?.[key];
  return typeof value === "number" ? `${Math.round(value)} mm` : "—";
}

/** The arch index to two decimals (a ratio, not a length), or a dash. */
export function archIndex(properties: ScanProperties | null): string {
  const value = properties?.archIndex;
  return typeof value === "number" ? value.toFixed(2) : "—";
}

/** What the server said about each foot's scan, each note headed by its foot. */
function scanNotes(left: ScanProperties | null, right: ScanProperties | null): string[] {
  const notes: string[] = [];
  for (const [foot, properties] of [
    [MEASUREMENT_TEXTS.leftFoot, left],
    [MEASUREMENT_TEXTS.rightFoot, right],
  ] as const) {
    const said = [properties?.unmeasurable, properties?.sideMismatch, properties?.unitsNote, properties?.lengthWarning];
    for (const note of said) if (note) notes.push(`${foot}: ${note}`);
  }
  return notes;
}

export function MeasurementsTable({ left, right }: { left: ScanProperties | null; right: ScanProperties | null }) {
  const notes = scanNotes(left, right);
  return (
    <Stack gap="sm">
      {notes.length > 0 && (
        <Alert color="yellow" variant="light" title={MEASUREMENT_TEXTS.scanNotes}>
          <List size="sm" spacing={4}>
            {notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <MeasurementsGrid left={left} right={right} />
    </Stack>
  );
}

function MeasurementsGrid({ left, right }: { left: ScanProperties | null; right: ScanProperties | null }) {
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
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              {MEASUREMENT_TEXTS.archIndex}
            </Table.Th>
            <Table.Td ta="right" ff="monospace">
              {left ? archIndex(left) : MEASUREMENT_TEXTS.noScan}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {right ? archIndex(right) : MEASUREMENT_TEXTS.noScan}
            </Table.Td>
          </Table.Tr>
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
