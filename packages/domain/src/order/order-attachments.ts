// An order's attachments (the prescription PDF the server makes, issue 11): which names an attachment may have
// and the media type it is served with. The names become part of a blob key, hence the narrow alphabet.

/** Attachment names the server makes: lower-case letters, digits, - _ . (they become part of a blob key). */
const ATTACHMENT_NAME = /^[a-z0-9][a-z0-9_.-]{0,99}$/;

export function isAttachmentName(name: string): boolean {
  return ATTACHMENT_NAME.test(name) && name !== "." && name !== "..";
}

/** The media type an attachment is served with: a PDF by its name, anything else as bytes. */
export function attachmentContentType(name: string): string {
  return name.endsWith(".pdf") ? "application/pdf" : "application/octet-stream";
}
