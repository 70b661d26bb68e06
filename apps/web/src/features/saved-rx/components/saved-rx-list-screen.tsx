// Saved Rx List (spec 001 §2 "/saved-rx-list"): the company's saved prescriptions, each opened, renamed or
// deleted here; New starts one from the default template. Needs no patient.
import { Alert, Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { SavedRxListItem } from "@solerx/domain/saved-rx";
import { IconAlertCircle, IconFileDescription, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../../components/layouts/page-header";
import { ConfirmModal } from "../../../components/modals/confirm-modal";
import { PageLoader } from "../../../components/page-loader";
import { ROUTES } from "../../../config/paths";
import { useDeleteSavedRx } from "../../../entities/saved-rx/api/delete-saved-rx";
import { useSavedRxList } from "../../../entities/saved-rx/api/get-saved-rx-list";
import { useRenameSavedRx } from "../../../entities/saved-rx/api/rename-saved-rx";
import { SavedRxNameModal } from "../../../entities/saved-rx/components/saved-rx-name-modal";
import { useSavedRxCompanyId } from "../../../entities/saved-rx/use-saved-rx-company";
import { showErrorSnackbar } from "../../../lib/snackbar";
import { formatDateTime } from "../../../lib/time-format";
import { savedRxPath } from "../lib/saved-rx-path";
import { SAVED_RX_LIST_TEXTS as T } from "../texts";

function byName(a: SavedRxListItem, b: SavedRxListItem): number {
  return a.fileName.localeCompare(b.fileName, undefined, { sensitivity: "base", numeric: true });
}

export function SavedRxListScreen() {
  const companyId = useSavedRxCompanyId();
  const list = useSavedRxList(companyId);
  const rename = useRenameSavedRx();
  const remove = useDeleteSavedRx();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // The name shown while the confirmation closes, after `deleting` is cleared.
  const [lastDeleting, setLastDeleting] = useState("");

  const newButton = (
    <Button component={Link} to={savedRxPath()} leftSection={<IconPlus size={18} aria-hidden />}>
      {T.newRx}
    </Button>
  );

  let body: React.ReactNode;
  if (!companyId) body = <Text c="dimmed">{T.noStore}</Text>;
  else if (list.isPending) body = <PageLoader label={T.loading} />;
  else if (list.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={T.loadFailed}>
        <Button mt="xs" size="xs" variant="default" onClick={() => void list.refetch()}>
          {T.tryAgain}
        </Button>
      </Alert>
    );
  else if (list.data.length === 0)
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" ta="center" maw={460} mx="auto">
          <ThemeIcon size={48} radius="xl" variant="light" color="brand" aria-hidden>
            <IconFileDescription size={26} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {T.emptyTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.emptyBody}
          </Text>
          {newButton}
        </Stack>
      </Paper>
    );
  else
    body = (
      <Paper withBorder radius="md">
        <Text size="sm" c="dimmed" px="md" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
          {T.count(list.data.length)}
        </Text>
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: "none" }}>
          {[...list.data].sort(byName).map((item, index) => (
            <Group
              component="li"
              key={item.fileName}
              justify="space-between"
              wrap="wrap"
              gap="sm"
              px="md"
              py="sm"
              style={index > 0 ? { borderTop: "1px solid var(--mantine-color-gray-2)" } : undefined}
            >
              <Stack gap={2} style={{ minWidth: 0, flex: "1 1 240px" }}>
                <Anchor
                  component={Link}
                  to={savedRxPath(item.fileName)}
                  fw={600}
                  aria-label={T.openLabel(item.fileName)}
                  style={{ overflowWrap: "anywhere" }}
                >
                  {item.fileName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {T.lastSaved} {formatDateTime(item.updatedAt)}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  aria-label={T.renameLabel(item.fileName)}
                  onClick={() => setRenaming(item.fileName)}
                >
                  {T.rename}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  c="red.9"
                  size="xs"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={T.deleteLabel(item.fileName)}
                  onClick={() => {
                    setDeleting(item.fileName);
                    setLastDeleting(item.fileName);
                  }}
                >
                  {T.delete}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <PageHeader title={ROUTES.savedRxList.title} intro={T.intro}>
        {companyId && list.isSuccess && list.data.length > 0 && newButton}
      </PageHeader>
      {body}
      <SavedRxNameModal
        opened={renaming !== null}
        title={T.renameTitle}
        confirmLabel={T.renameConfirm}
        initialName={renaming ?? ""}
        onCancel={() => setRenaming(null)}
        onSubmit={async (newFileName) => {
          if (!companyId || renaming === null) return;
          await rename.mutateAsync({ companyID: companyId, fileName: renaming, newFileName });
          setRenaming(null);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={T.deleteTitle}
        cancelLabel={T.cancel}
        confirmLabel={T.deleteConfirm}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!companyId || deleting === null) return;
          remove.mutate(
            { companyID: companyId, fileName: deleting },
            {
              onSuccess: () => setDeleting(null),
              onError: (error) => {
                setDeleting(null);
                showErrorSnackbar(error);
              },
            },
          );
        }}
        busy={remove.isPending}
        danger
      >
        {T.deleteBody(deleting ?? lastDeleting)}
      </ConfirmModal>
    </Stack>
  );
}
