// The patient list of the chosen store (spec 000 §2 "/patients", "/landmark"): the first page at once, then the
// whole list; search by name, Reference ID or PO number; sorting by any column; a virtualized table that turns
// into cards on narrow screens; opening a patient on the screen its statuses call for.
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { PatientSummary } from "@solerx/domain/patient";
import type { Store } from "@solerx/domain/store";
import { IconSearch, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useId, useMemo, useState } from "react";
import { usePatientList } from "../../../entities/patient/api/get-patients";
import { createRowSearch } from "../lib/filter-patients";
import { toRows } from "../lib/patient-rows";
import { patientLandingPath } from "../lib/patient-status";
import { DEFAULT_SORT, nextSort, type SortOrder, sortRows } from "../lib/sort-patients";
import { PATIENT_SEARCH_INPUT_ID } from "../search-input-id";
import { PATIENTS_TEXTS } from "../texts";
import { PatientTable } from "./patient-table";
import { columnsOf } from "./patient-table-parts";

export interface PatientsScreenProps {
  store: Store;
  /** Doctor names by user id, from the store's doctors. */
  doctorNames: ReadonlyMap<string, string>;
  onOpen: (patient: PatientSummary, path: string) => void;
  onCreate: () => void;
}

/** Columns side by side from Mantine's `md` breakpoint (62em); cards below. */
const WIDE = "(min-width: 62em)";

export function PatientsScreen({ store, doctorNames, onOpen, onCreate }: PatientsScreenProps) {
  const headingId = useId();
  const keyboardHintId = useId();
  const list = usePatientList(store);
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);

  const rows = useMemo(() => toRows(list.patients ?? []), [list.patients]);
  const sorted = useMemo(() => sortRows(rows, sort, doctorNames), [rows, sort, doctorNames]);
  const searchRows = useMemo(() => createRowSearch(sorted), [sorted]);
  const matching = useMemo(() => searchRows(search), [searchRows, search]);
  const total = rows.length;
  const showSensitive = !store.hideSensitiveData;
  const sortable = columnsOf(showSensitive);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Title order={1} id={headingId} fz={28}>
            {PATIENTS_TEXTS.heading}
          </Title>
          <Group gap={6} mt={4} wrap="nowrap">
            <Text c="dimmed" size="sm" role="status">
              {store.name}
              {total > 0 && ` · ${listSummary(total, matching.length, search, list.complete)}`}
            </Text>
            {total > 0 && !list.complete && !list.restError && (
              <Group gap={6} wrap="nowrap">
                <Loader size={12} aria-hidden />
                <Text c="dimmed" size="sm">
                  {PATIENTS_TEXTS.loadingRest}
                </Text>
              </Group>
            )}
          </Group>
        </div>
        {total > 0 && (
          <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: "100%", md: "auto" }}>
            <TextInput
              id={PATIENT_SEARCH_INPUT_ID}
              type="search"
              label={PATIENTS_TEXTS.search}
              placeholder={PATIENTS_TEXTS.searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: "1 1 280px" }}
              w={{ md: 360 }}
            />
            {!wide && (
              <NativeSelect
                label={PATIENTS_TEXTS.sortBy}
                value={`${sort.column}:${sort.direction}`}
                onChange={(event) => {
                  const [column, direction] = event.currentTarget.value.split(":") as [
                    SortOrder["column"],
                    SortOrder["direction"],
                  ];
                  setSort({ column, direction });
                }}
                data={sortable.flatMap((column) =>
                  (["ascending", "descending"] as const).map((direction) => ({
                    value: `${column}:${direction}`,
                    label: PATIENTS_TEXTS.sortOption(column, direction),
                  })),
                )}
                style={{ flex: "1 1 200px" }}
              />
            )}
          </Group>
        )}
      </Group>

      {list.error ? (
        <LoadError message={PATIENTS_TEXTS.loadFailed} detail={list.error.message} onRetry={list.retry} />
      ) : list.isPending ? (
        <LoadingRows />
      ) : total === 0 ? (
        <EmptyState storeName={store.name} onCreate={onCreate} />
      ) : (
        <>
          {list.restError && (
            <LoadError message={PATIENTS_TEXTS.restFailed} detail={list.restError.message} onRetry={list.retry} />
          )}
          <VisuallyHidden component="span" id={keyboardHintId}>
            {PATIENTS_TEXTS.keyboardHint}
          </VisuallyHidden>
          <PatientTable
            rows={matching}
            labelledBy={headingId}
            describedBy={keyboardHintId}
            layout={wide ? "table" : "cards"}
            showSensitive={showSensitive}
            sort={sort}
            onSort={(column) => setSort((current) => nextSort(current, column))}
            doctorNames={doctorNames}
            onOpen={(patient) => onOpen(patient, patientLandingPath(patient.sessionsStatuses))}
          />
        </>
      )}
    </Stack>
  );
}

function listSummary(total: number, found: number, search: string, complete: boolean): string {
  if (search.trim() !== "") return PATIENTS_TEXTS.matches(found, total);
  return complete ? PATIENTS_TEXTS.count(total) : PATIENTS_TEXTS.firstOnly(total);
}

function LoadError({ message, detail, onRetry }: { message: string; detail: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={message}>
      <Group justify="space-between">
        <Text size="sm">{detail}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {PATIENTS_TEXTS.retry}
        </Button>
      </Group>
    </Alert>
  );
}

function LoadingRows() {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static loading rows
          <Skeleton key={index} height={32} radius="sm" />
        ))}
      </Stack>
    </Paper>
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
