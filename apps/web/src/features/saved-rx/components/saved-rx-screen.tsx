// Saved Rx (spec 001 §2 "/saved-rx"): one saved prescription of the company in the prescription editor (no scans
// here, so every side is open), with Save (POST /savedrx/upsert), Rename and save (POST /savedrx/renameAndSave)
// and Delete (POST /savedrx/delete). Without a name it is a new one from the default template, named on Save.
// An unknown name says the server's "Prescription not found".
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { ScanPresence } from "@solerx/domain/prescription";
import { defaultPrescription, type Prescription } from "@solerx/domain/prescription";
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../../components/layouts/page-header";
import { StickyBar } from "../../../components/layouts/sticky-bar";
import { ConfirmModal } from "../../../components/modals/confirm-modal";
import { PageLoader } from "../../../components/page-loader";
import { paths } from "../../../config/paths";
import { PrescriptionEditor } from "../../../entities/prescription/components/prescription-editor";
import { useDeleteSavedRx } from "../../../entities/saved-rx/api/delete-saved-rx";
import { useSavedRx } from "../../../entities/saved-rx/api/get-saved-rx";
import { assertSavedRxNameFree } from "../../../entities/saved-rx/api/get-saved-rx-list";
import { useRenameAndSaveSavedRx } from "../../../entities/saved-rx/api/rename-and-save-saved-rx";
import { useUpsertSavedRx } from "../../../entities/saved-rx/api/upsert-saved-rx";
import { SavedRxNameModal } from "../../../entities/saved-rx/components/saved-rx-name-modal";
import { SAVED_RX_TEXTS } from "../../../entities/saved-rx/texts";
import { useSavedRxCompanyId } from "../../../entities/saved-rx/use-saved-rx-company";
import { isApiError } from "../../../lib/api-client";
import { showErrorSnackbar } from "../../../lib/snackbar";
import { SAVED_RX_LIST_TEXTS, SAVED_RX_EDIT_TEXTS as T } from "../texts";
import { LeaveGuard } from "./leave-guard";
import { TemplatePanel } from "./template-panel";

/** A saved Rx is for no patient in particular: both feet may be prescribed for. */
const BOTH_FEET: ScanPresence = { left: true, right: true };

export interface SavedRxScreenProps {
  /** The saved Rx's name; null for a new one. */
  fileName: string | null;
  /** Shows the saved Rx under its (new) name, in place of this address. */
  onNamed(fileName: string): void;
  onDeleted(): void;
}

export function SavedRxScreen({ fileName, onNamed, onDeleted }: SavedRxScreenProps) {
  const companyId = useSavedRxCompanyId();
  const existing = useSavedRx(companyId, fileName);
  const back = (
    <Anchor component={Link} to={paths.savedRxList} size="sm" style={{ alignSelf: "flex-start" }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {T.backToList}
      </Group>
    </Anchor>
  );
  if (!companyId) return <Text c="dimmed">{SAVED_RX_LIST_TEXTS.noStore}</Text>;
  if (fileName !== null && existing.isPending) return <PageLoader label={T.loading} />;
  if (fileName !== null && existing.isError) {
    const notFound = isApiError(existing.error) && existing.error.status === 404;
    return (
      <Stack gap="lg" maw={880} mx="auto" w="100%">
        {back}
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={notFound ? SAVED_RX_TEXTS.notFound : T.loadFailed}
        >
          {!notFound && (
            <Button mt="xs" size="xs" variant="default" onClick={() => void existing.refetch()}>
              {T.tryAgain}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }
  return (
    <SavedRxEditor
      key={fileName ?? ""}
      companyId={companyId}
      fileName={fileName}
      initial={existing.data?.fileData ?? defaultPrescription()}
      back={back}
      onNamed={onNamed}
      onDeleted={onDeleted}
    />
  );
}

function SavedRxEditor({
  companyId,
  fileName,
  initial,
  back,
  onNamed,
  onDeleted,
}: {
  companyId: string;
  fileName: string | null;
  initial: Prescription;
  back: React.ReactNode;
  onNamed(fileName: string): void;
  onDeleted(): void;
}) {
  const queryClient = useQueryClient();
  const upsert = useUpsertSavedRx();
  const renameAndSave = useRenameAndSaveSavedRx();
  const remove = useDeleteSavedRx();
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [naming, setNaming] = useState<"new" | "rename" | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  // What the leave guard reads when a navigation starts; off once this screen itself moves on after a save.
  const guarding = useRef(true);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const isDirty = useCallback(() => guarding.current && dirtyRef.current, []);

  const leaveFor = (next: () => void) => {
    guarding.current = false;
    next();
  };

  const save = () => {
    if (fileName === null) {
      setNaming("new");
      return;
    }
    upsert.mutate(
      { companyID: companyId, fileName, fileData: draft },
      {
        onSuccess: () => {
          setBaseline(draft);
          setJustSaved(true);
        },
        onError: showErrorSnackbar,
      },
    );
  };

  const title = fileName ?? T.newTitle;
  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%">
      {back}
      <PageHeader title={title} intro={fileName === null ? T.introNew : T.introExisting} />
      {/* The actions stay in reach while the long editor scrolls under them. */}
      <StickyBar>
        <Group gap="sm" justify="flex-end">
          {fileName !== null && dirty && (
            <Badge color="yellow" variant="light">
              {T.unsaved}
            </Badge>
          )}
          {fileName !== null && !dirty && justSaved && (
            <Text size="sm" c="teal.9" role="status">
              {T.saved}
            </Text>
          )}
          {fileName !== null && (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {T.delete}
            </Button>
          )}
          {fileName !== null && (
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => setNaming("rename")}
            >
              {T.renameAndSave}
            </Button>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={save}
            loading={upsert.isPending}
            disabled={fileName !== null && !dirty}
          >
            {T.save}
          </Button>
        </Group>
      </StickyBar>
      <TemplatePanel value={draft} scans={BOTH_FEET} onChange={(update) => setDraft((current) => update(current))} />
      <PrescriptionEditor
        value={draft}
        scans={BOTH_FEET}
        onChange={(update) => {
          setJustSaved(false);
          setDraft((current) => update(current));
        }}
      />
      <SavedRxNameModal
        opened={naming !== null}
        title={naming === "rename" ? T.renameAndSaveTitle : T.saveNewTitle}
        confirmLabel={naming === "rename" ? T.renameAndSave : T.save}
        initialName={naming === "rename" ? (fileName ?? "") : ""}
        onCancel={() => setNaming(null)}
        onSubmit={async (name) => {
          if (naming === "rename" && fileName !== null) {
            const saved = await renameAndSave.mutateAsync({
              companyID: companyId,
              fileName,
              newFileName: name,
              fileData: draft,
            });
            setNaming(null);
            leaveFor(() => onNamed(saved.fileName));
            return;
          }
          await assertSavedRxNameFree(queryClient, companyId, name);
          const saved = await upsert.mutateAsync({ companyID: companyId, fileName: name, fileData: draft });
          setNaming(null);
          leaveFor(() => onNamed(saved.fileName));
        }}
      >
        {naming === "rename" ? T.renameAndSaveBody : T.saveNewBody}
      </SavedRxNameModal>
      <ConfirmModal
        opened={deleting}
        title={T.deleteTitle}
        cancelLabel={T.cancel}
        confirmLabel={T.delete}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          if (fileName === null) return;
          remove.mutate(
            { companyID: companyId, fileName },
            {
              onSuccess: () => leaveFor(onDeleted),
              onError: (error) => {
                setDeleting(false);
                showErrorSnackbar(error);
              },
            },
          );
        }}
        busy={remove.isPending}
        danger
      >
        {T.deleteBody(fileName ?? "")}
      </ConfirmModal>
      <LeaveGuard dirty={isDirty} />
    </Stack>
  );
}
