// Saving bytes the app made or fetched as a file in the browser's downloads (the prescription PDF, an order's
// attachment): a temporary link clicked once, released right after.

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Released on the next turn: the click has handed the address to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The bytes of base64 text (the PDF's answer), as a Blob of the given type. */
export function base64Blob(data: string, type: string): Blob {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
