// One download at a time from the lab's file buttons (scans, insoles): which button is busy, and the error of the
// last try in words (the server's message, else the feature's).
import { useState } from "react";
import { saveBlob } from "../../../lib/download";
import { LAB_TEXTS as T } from "../texts";

export function useFileDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (key: string, fetchFile: () => Promise<Blob>, fileName: string) => {
    setBusy(key);
    setError(null);
    try {
      saveBlob(await fetchFile(), fileName);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : T.downloadFailed);
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, download };
}
