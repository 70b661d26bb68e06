// One download at a time from a group of file buttons (the lab's scans and insoles, Design Inspection's insoles):
// which button is busy, and the error of the last try in words (the server's message, else `failedText`).
import { useState } from "react";
import { saveBlob } from "./download";

export function useFileDownload(failedText: string) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (key: string, fetchFile: () => Promise<Blob>, fileName: string) => {
    setBusy(key);
    setError(null);
    try {
      saveBlob(await fetchFile(), fileName);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : failedText);
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, download };
}
