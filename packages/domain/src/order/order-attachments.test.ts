import { describe, expect, it } from "vitest";
import { attachmentContentType, isAttachmentName } from "./order-attachments";

describe("order attachments", () => {
  it("allow the server's own names only", () => {
    expect(isAttachmentName("pres.pdf")).toBe(true);
    expect(isAttachmentName("..")).toBe(false);
    expect(isAttachmentName("../x.pdf")).toBe(false);
    expect(isAttachmentName("Pres.pdf")).toBe(false);
  });
  it("serve a PDF as a PDF and anything else as bytes", () => {
    expect(attachmentContentType("pres.pdf")).toBe("application/pdf");
    expect(attachmentContentType("scan.stl")).toBe("application/octet-stream");
  });
});
