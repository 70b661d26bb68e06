import { describe, expect, it } from "vitest";
import { labActions, trackingLinkError } from "./lab-actions";

describe("labActions", () => {
  it("offers what each status allows: fabricate or cancel, ship or cancel, a repair once shipped, nothing once cancelled", () => {
    expect(labActions("Processing")).toEqual(["fabricate", "cancel"]);
    expect(labActions("Fabricating")).toEqual(["ship", "cancel"]);
    expect(labActions("Shipped")).toEqual(["repair"]);
    expect(labActions("Cancelled")).toEqual([]);
  });
});

describe("trackingLinkError", () => {
  it("needs a link, and an http or https one", () => {
    expect(trackingLinkError("  ")).toBe("A shipped order needs a tracking link");
    expect(trackingLinkError("ftp://parcels.example/1")).toBe("The tracking link must be an http or https address");
    expect(trackingLinkError("track 123")).toBe("The tracking link must be an http or https address");
    expect(trackingLinkError("https://parcels.example/track?id=1")).toBeNull();
    expect(trackingLinkError("http://parcels.example/1")).toBeNull();
  });
});
