// Every choice of a prescription, grouped by the Prescription screen's categories (Shell, Posting, Coverings,
// Accommodations), in the one wording of the domain's prescriptionSections: Order Review, the Order screen and
// the lab show the same words as the PDF, the diagnosis first. Per-foot rows (posting, pad positions) show in Left
// and Right columns.
// PrescriptionSummarySection is the summary as those screens place it: a region under its "Prescription" heading.
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { Prescription } from "@solerx/domain/prescription";
import { prescriptionDiagnosis, prescriptionSections, type RxRow } from "@solerx/domain/prescription";
import { Fragment, useId } from "react";
import { RX_SUMMARY_TEXTS } from "./texts";

function Row({ row }: { row: RxRow }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} w="40%">
        {row.label}
      </Table.Th>
      {row.kind === "single" ? (
        <Table.Td colSpan={2}>{row.value}</Table.Td>
      ) : (
        <>
          <Table.Td>{row.left}</Table.Td>
          <Table.Td>{row.right}</Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

function FootHeader() {
  return (
    <Table.Tr>
      <Table.Th scope="col">{RX_SUMMARY_TEXTS.choice}</Table.Th>
      <Table.Th scope="col">{RX_SUMMARY_TEXTS.left}</Table.Th>
      <Table.Th scope="col">{RX_SUMMARY_TEXTS.right}</Table.Th>
    </Table.Tr>
  );
}

function Section({ category, rows, headingOrder }: { category: string; rows: RxRow[]; headingOrder: 2 | 3 | 4 }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={headingOrder} fz="md" id={id} mb="xs">
        {category}
      </Title>
      <Table.ScrollContainer minWidth={300}>
        <Table aria-labelledby={id} verticalSpacing={6} striped>
          <Table.Tbody>
            {rows.map((row, index) => (
              // A run of per-foot rows gets its Left and Right heading right above it, so a value for both feet
              // (B/L, N/A) never stands in the Left column.
              <Fragment key={row.label}>
                {row.kind === "perFoot" && rows[index - 1]?.kind !== "perFoot" && <FootHeader />}
                <Row row={row} />
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

export interface PrescriptionSummaryProps {
  prescription: Prescription;
  /** The level of the categories' headings under the screen's own. */
  headingOrder?: 2 | 3 | 4;
  /** The patient's notes, shown after the choices (null: not shown). */
  notes?: string | null;
}

export function PrescriptionSummary({ prescription, headingOrder = 3, notes = null }: PrescriptionSummaryProps) {
  const sections = prescriptionSections(prescription);
  const diagnosis = prescriptionDiagnosis(prescription);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" px="md" py="sm">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600}>
            {RX_SUMMARY_TEXTS.diagnosis}
          </Text>
          <Text size="sm" c={diagnosis ? undefined : "dimmed"}>
            {diagnosis ?? RX_SUMMARY_TEXTS.noDiagnosis}
          </Text>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {sections.map((section) => (
          <Section key={section.category} category={section.category} rows={section.rows} headingOrder={headingOrder} />
        ))}
        {notes !== null && (
          <Paper withBorder radius="md" p="md">
            <Title order={headingOrder} fz="md" mb="xs">
              {RX_SUMMARY_TEXTS.notes}
            </Title>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }} c={notes.trim() ? undefined : "dimmed"}>
              {notes.trim() ? notes : RX_SUMMARY_TEXTS.noNotes}
            </Text>
          </Paper>
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The summary under the screen's "Prescription" heading (h2), as a region of that name. */
export function PrescriptionSummarySection(props: Omit<PrescriptionSummaryProps, "headingOrder">) {
  return (
    <section aria-label={RX_SUMMARY_TEXTS.title}>
      <Title order={2} fz="lg" mb="md">
        {RX_SUMMARY_TEXTS.title}
      </Title>
      <PrescriptionSummary {...props} />
    </section>
  );
}
