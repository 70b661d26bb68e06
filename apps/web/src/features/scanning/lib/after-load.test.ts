import { defaultPrescription, type MedicalProfile } from "@solerx/domain/contracts";
import { describe, expect, it } from "vitest";
import { fittedProfile, packFromPrescription } from "./after-load";

const both = { left: true, right: true };
const leftOnly = { left: true, right: false };

describe("scan loading step 4 on the screens", () => {
  it("keeps a stored pack the scans allow and lets the load set an impossible one", () => {
    expect(packFromPrescription("Left Only", both)).toBe("Left Only");
    expect(packFromPrescription("both", both)).toBe("Pair");
    expect(packFromPrescription("both", leftOnly)).toBeUndefined();
    expect(packFromPrescription("Right Only", leftOnly)).toBeUndefined();
    expect(packFromPrescription(undefined, both)).toBeUndefined();
  });

  it("fits an existing prescription to the scans and sets the pack; nothing without a prescription", () => {
    const rx = defaultPrescription();
    rx.shellModifications.medialFlange = "both";
    rx.postingOptions.right.heelLift = 4;
    const profile = { prescriptionObj: rx } as unknown as MedicalProfile;
    expect(fittedProfile(profile, ["MEASUREMENT_DATA_CAPTURED"], leftOnly, "Left Only")).toBeNull();
    const fitted = fittedProfile(profile, ["PRESCRIPTION_UPDATED"], leftOnly, "Left Only");
    expect(fitted?.prescriptionObj.shellModifications.medialFlange).toBe("left");
    expect(fitted?.prescriptionObj.postingOptions.right.heelLift).toBe(0);
    expect(fitted?.prescriptionObj.uiContextData.pack).toBe("Left Only");
  });

  it("answers null when the prescription already fits", () => {
    const rx = defaultPrescription();
    rx.uiContextData.pack = "Pair";
    const profile = { prescriptionObj: rx } as unknown as MedicalProfile;
    expect(fittedProfile(profile, ["PRESCRIPTION_CREATED"], both, "Pair")).toBeNull();
  });
});
