// The top bar's PDF button (spec 001 §2): on Order Review, Prescription and Order with a patient open, outside the
// mobile-app view (app/top-bar/right-buttons.ts decides). It sends what waits in the save queue first, so the PDF
// shows what the screen shows, then waits 500 ms, asks for the PDF and saves it as presc.pdf; a failure shows in
// the snackbar.
import { ActionIcon } from "@mantine/core";
import { sessionOrderStatus } from "@solerx/domain/session";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { sessionOrderQuery } from "../../../entities/order/api/find-session-order";
import { orderQuery } from "../../../entities/order/api/get-order";
import { medicalProfileQuery } from "../../../entities/patient/api/get-medical-profile";
import { useOpenPatient } from "../../../entities/patient/open-record";
import { flushSaves } from "../../../entities/patient/save-queue-instance";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import { useOperator } from "../../../entities/session/session-state";
import { type Clock, systemClock } from "../../../lib/clock";
import { saveBlob } from "../../../lib/download";
import { reportError } from "../../../lib/error-reporting";
import { showErrorSnackbar } from "../../../lib/snackbar";
import { createPdfInput } from "../api/create-pdf-input";
import { downloadPrescriptionPdf, pdfInputRequest } from "../lib/prescription-pdf";
import { PDF_TEXTS } from "../texts";

export interface PdfButtonProps {
  /** The clock of the 500 ms wait; the system's by default. */
  clock?: Clock;
  /** Where the file goes; the browser's downloads by default. */
  save?: (blob: Blob, fileName: string) => void;
}

export function PdfButton({ clock = systemClock, save = saveBlob }: PdfButtonProps) {
  const queryClient = useQueryClient();
  const orderId = useOpenPatient()?.orderId ?? null;
  const record = useOpenPatientRecord().data;
  const operatorId = useOperator()?.userId ?? null;
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!record || !operatorId || busy) return;
    setBusy(true);
    try {
      await flushSaves(record.userID);
      const { medicalProfile } = await queryClient.fetchQuery(medicalProfileQuery(record.userID));
      // The record's order: the one the address names, else the session's when its status says it has one.
      const sessionOrder =
        !orderId && record.sessionID && sessionOrderStatus(record.sessionsStatuses)
          ? await queryClient.fetchQuery(sessionOrderQuery({ sessionID: record.sessionID, storeID: record.storeID }))
          : null;
      const id = orderId ?? sessionOrder;
      const order = id ? await queryClient.fetchQuery(orderQuery(id)) : null;
      const request = pdfInputRequest({ record, operatorId, profile: medicalProfile, order });
      await downloadPrescriptionPdf(request, { clock, create: createPdfInput, save });
    } catch (error) {
      reportError(error, { step: "prescription-pdf" });
      showErrorSnackbar(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionIcon
      variant="default"
      size={36}
      title={busy ? PDF_TEXTS.preparing : PDF_TEXTS.title}
      aria-label={PDF_TEXTS.label}
      loading={busy}
      loaderProps={{ "aria-label": PDF_TEXTS.preparing }}
      disabled={!record || !operatorId}
      onClick={() => void download()}
    >
      <IconFileTypePdf size={18} aria-hidden />
    </ActionIcon>
  );
}
