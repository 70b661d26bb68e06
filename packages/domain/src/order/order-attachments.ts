// An order's attachments (the prescription PDF the server makes, issue 11; the insoles' 3MF and STL, issue 19): which names an attachment may have
// and the media type it is served with. The names become part of a blob key, hence the narrow alphabet.

/** Attachment names the server makes: lower-case letters, digits, - _ . (they become part of a blob key). */
const ATTACHMENT_NAME = /^[a-z0-9][a-z0-9_.-]{0,99}$/;

export function isAttachmentName(name: string): boolean {
  return ATTACHMENT_NAME.test(name) && name !== "." && name !== "..";
}

/** Media types by a name's extension: the PDF, and the insole files (design/design-files DESIGN_FILE_TYPES). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  "3mf": "model/3mf",
  stl: "model/stl",
};

/** The media type an attachment is served with: by its extension, anything else as bytes. */
export function attachmentContentType(name: string): string {
  const dot = name.lastIndexOf(".");
  return (dot >= 0 && CONTENT_TYPES[name.slice(dot + 1)]) || "application/octet-stream";
}
