// Save as saved Rx: the patient's prescription kept as a template of the company (POST /savedrx/upsert), under a
// name the rule allows and no saved Rx has yet (an upsert would replace it).
import { Button, Text } from "@mantine/core";
import type { Prescription } from "@solerx/domain/prescription";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { assertSavedRxNameFree, useSavedRxList } from "../../../entities/saved-rx/api/get-saved-rx-list";
import { useUpsertSavedRx } from "../../../entities/saved-rx/api/upsert-saved-rx";
import { SavedRxNameModal } from "../../../entities/saved-rx/components/saved-rx-name-modal";
import { savedRxTemplate } from "../../../entities/saved-rx/lib/template";
import { PRESCRIPTION_TEXTS } from "../texts";

export function SaveAsSavedRx({ prescription, companyId }: { prescription: Prescription; companyId: string | null }) {
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const list = useSavedRxList(opened ? companyId : null);
  const upsert = useUpsertSavedRx();
  const queryClient = useQueryClient();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        disabled={!companyId}
        onClick={() => {
          setSaved(null);
          setOpened(true);
        }}
      >
        {PRESCRIPTION_TEXTS.saveAsSavedRx}
      </Button>
      {saved && (
        <Text size="sm" c="teal.9" role="status">
          {PRESCRIPTION_TEXTS.savedAs(saved)}
        </Text>
      )}
      <SavedRxNameModal
        opened={opened}
        title={PRESCRIPTION_TEXTS.saveAsTitle}
        confirmLabel={PRESCRIPTION_TEXTS.saveAsConfirm}
        takenNames={list.data?.map((item) => item.fileName) ?? []}
        onCancel={() => setOpened(false)}
        onSubmit={async (fileName) => {
          if (!companyId) return;
          await assertSavedRxNameFree(queryClient, companyId, fileName);
          await upsert.mutateAsync({ fileName, companyID: companyId, fileData: savedRxTemplate(prescription) });
          setOpened(false);
          setSaved(fileName);
        }}
      >
        {PRESCRIPTION_TEXTS.saveAsBody}
      </SavedRxNameModal>
    </>
  );
}
