// The patient list of the chosen store (spec 000 §2 "/patients", "/landmark"): search, paging, open a record.

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import type { PatientSummary, Store } from "@solerx/domain/contracts";
import { IconSearch, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useId, useMemo, useState } from "react";
import {
  DataTable,
  DataTableBody,
  DataTableCell,
  DataTableHead,
  DataTableHeader,
  DataTableRow,
} from "../../../components/table/data-table";
import { usePatients } from "../../../entities/patient/api/get-patients";
import { formatDateTime } from "../../../lib/time-format";
import { filterPatients, PAGE_SIZE, pageCount, pageOf, sortByUpdated } from "../lib/filter-patients";
import { patientLandingPath, patientStatus } from "../lib/patient-status";
import { PATIENT_SEARCH_INPUT_ID } from "../search-input-id";
import { PATIENTS_TEXTS } from "../texts";

export interface PatientsScreenProps {
  store: Store;
  /** Doctor names by user id, from the store's doctors. */
  doctorNames: ReadonlyMap<string, string>;
  onOpen: (patient: PatientSummary, path: string) => void;
  onCreate: () => void;
}

export function PatientsScreen({ store, doctorNames, onOpen, onCreate }: PatientsScreenProps) {
  const headingId = useId();
  const patients = usePatients(store);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => sortByUpdated(patients.data?.patients ?? []), [patients.data]);
  const matching = useMemo(() => filterPatients(sorted, search), [sorted, search]);
  const pages = pageCount(matching.length);
  const current = Math.min(page, pages);
  const rows = pageOf(matching, current);
  const total = patients.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Title order={1} id={headingId} fz={28}>
            {PATIENTS_TEXTS.heading}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {store.name}
            {patients.data ? ` · ${PATIENTS_TEXTS.count(total)}` : ""}
          </Text>
        </div>
        {total > 0 && (
          <TextInput
            id={PATIENT_SEARCH_INPUT_ID}
            type="search"
            label={PATIENTS_TEXTS.search}
            placeholder={PATIENTS_TEXTS.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: "100%", sm: 340 }}
          />
        )}
      </Group>

      {patients.isError ? (
        <Alert color="red" variant="light" title={PATIENTS_TEXTS.loadFailed}>
          <Group justify="space-between">
            <Text size="sm">{patients.error.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void patients.refetch()}>
              {PATIENTS_TEXTS.retry}
            </Button>
          </Group>
        </Alert>
      ) : patients.isPending ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static loading rows
              <Skeleton key={index} height={28} radius="sm" />
            ))}
          </Stack>
        </Paper>
      ) : total === 0 ? (
        <EmptyState storeName={store.name} onCreate={onCreate} />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
          <DataTable aria-labelledby={headingId}>
            <DataTableHead>
              <DataTableRow>
                <DataTableHeader>{PATIENTS_TEXTS.columns.name}</DataTableHeader>
                <DataTableHeader>{PATIENTS_TEXTS.columns.referenceId}</DataTableHeader>
                <DataTableHeader>{PATIENTS_TEXTS.columns.doctor}</DataTableHeader>
                <DataTableHeader>{PATIENTS_TEXTS.columns.status}</DataTableHeader>
                <DataTableHeader>{PATIENTS_TEXTS.columns.updated}</DataTableHeader>
              </DataTableRow>
            </DataTableHead>
            <DataTableBody>
              {rows.map((patient) => {
                const status = patientStatus(patient.sessionsStatuses);
                const open = () => onOpen(patient, patientLandingPath(patient.sessionsStatuses));
                return (
                  <DataTableRow key={patient.userID} onClick={open}>
                    <DataTableCell>
                      <Anchor
                        component="button"
                        type="button"
                        fw={600}
                        c="dark.7"
                        onClick={(event) => {
                          event.stopPropagation();
                          open();
                        }}
                      >
                        {patient.firstName} {patient.lastName}
                      </Anchor>
                    </DataTableCell>
                    <DataTableCell>
                      <Text size="sm" ff="monospace">
                        {patient.patientID || "—"}
                      </Text>
                    </DataTableCell>
                    <DataTableCell>
                      <Text size="sm">
                        {(patient.assignedToDoctor && doctorNames.get(patient.assignedToDoctor)) || "—"}
                      </Text>
                    </DataTableCell>
                    <DataTableCell>
                      <Badge variant="light" color={status.color} radius="sm" tt="none" fw={600}>
                        {status.label}
                      </Badge>
                    </DataTableCell>
                    <DataTableCell>
                      <Text size="sm" c="dimmed">
                        {formatDateTime(patient.updatedAt)}
                      </Text>
                    </DataTableCell>
                  </DataTableRow>
                );
              })}
              {rows.length === 0 && (
                <DataTableRow>
                  <DataTableCell colSpan={5}>
                    <Text ta="center" c="dimmed" py="lg">
                      {PATIENTS_TEXTS.noMatches}
                    </Text>
                  </DataTableCell>
                </DataTableRow>
              )}
            </DataTableBody>
          </DataTable>
          {matching.length > PAGE_SIZE && (
            <Group
              justify="space-between"
              px="md"
              py="sm"
              style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
            >
              <Text size="sm" c="dimmed">
                {PATIENTS_TEXTS.range(
                  (current - 1) * PAGE_SIZE + 1,
                  Math.min(current * PAGE_SIZE, matching.length),
                  matching.length,
                )}
              </Text>
              <nav aria-label={PATIENTS_TEXTS.pager}>
                <Pagination
                  total={pages}
                  value={current}
                  onChange={setPage}
                  size="sm"
                  getControlProps={(control) => ({
                    "aria-label":
                      control === "previous"
                        ? PATIENTS_TEXTS.previousPage
                        : control === "next"
                          ? PATIENTS_TEXTS.nextPage
                          : undefined,
                  })}
                  getItemProps={(item) => ({ "aria-label": PATIENTS_TEXTS.page(item) })}
                />
              </nav>
            </Group>
          )}
        </Paper>
      )}
    </Stack>
  );
}

function EmptyState({ storeName, onCreate }: { storeName: string; onCreate: () => void }) {
  return (
    <Paper withBorder radius="md" py={56} px="xl">
      <Center>
        <Stack align="center" gap="sm" maw={420} ta="center">
          <ThemeIcon variant="light" size={56} radius="xl">
            <IconUsers size={28} aria-hidden />
          </ThemeIcon>
          {/* Not a heading: the screen has one heading, "Patients". */}
          <Text fw={700} fz="lg">
            {PATIENTS_TEXTS.emptyTitle}
          </Text>
          <Text c="dimmed" size="sm">
            {PATIENTS_TEXTS.emptyBody(storeName)}
          </Text>
          <Button mt="sm" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={onCreate}>
            {PATIENTS_TEXTS.createFirst}
          </Button>
        </Stack>
      </Center>
    </Paper>
  );
}
