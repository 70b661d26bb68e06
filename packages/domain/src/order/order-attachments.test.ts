import { describe, expect, it } from "vitest";
import { attachmentContentType, isAttachmentName } from "./order-attachments";

describe("order attachments", () => {
  it("allow the server's own names only", () => {
    expect(isAttachmentName("pres.pdf")).toBe(true);
    expect(isAttachmentName("..")).toBe(false);
    expect(isAttachmentName("../x.pdf")).toBe(false);
    expect(isAttachmentName("Pres.pdf")).toBe(false);
  });
  it("serve a PDF as a PDF, the insoles as 3D models and anything else as bytes", () => {
    expect(attachmentContentType("pres.pdf")).toBe("application/pdf");
    expect(attachmentContentType("insole-left.3mf")).toBe("model/3mf");
    expect(attachmentContentType("insole-right.stl")).toBe("model/stl");
    expect(attachmentContentType("scan.obj")).toBe("application/octet-stream");
    expect(attachmentContentType("pdf")).toBe("application/octet-stream");
  });
});
