// What the live insole is made from, as the server's design route makes it (server design/design-basis.ts): the
// medical profile's prescription, weight (pounds) and shoe sizes, and each scanned foot's latest scan with its
// landmarks, the clinician's moves on the landmark screen (leroyMeta) replacing the scan's own.
import { type DesignSide, effectiveLandmarks, readVisualizerMeta, rxGeometry } from "@solerx/domain/design";
import { type MedicalProfile, weightInLbs } from "@solerx/domain/patient";
import type { Prescription } from "@solerx/domain/prescription";
import { readAgainAs } from "@solerx/domain/scan";
import { profileFeet } from "@solerx/domain/shoe-size";
import type { LiveInsoleInput } from "../../../entities/insole/insole-view";
import type { LoadedScan } from "../../../entities/scan/lib/scan-loading";

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);

export function designInput(
  profile: MedicalProfile,
  prescription: Prescription,
  feet: Partial<Record<DesignSide, LoadedScan | null>>,
): LiveInsoleInput | null {
  const meta = readVisualizerMeta(profile.leroyMeta);
  const scans: LiveInsoleInput["scans"] = {};
  for (const side of ["left", "right"] as const) {
    const loaded = feet[side];
    if (!loaded) continue;
    const scanID = loaded.scan.measurementID;
    const own = loaded.properties.landmarks ?? {};
    scans[side] = {
      scanID,
      url: loaded.url,
      landmarks: effectiveLandmarks(scanID, side, own, meta),
      orientation: readAgainAs(loaded.properties),
    };
  }
  if (!scans.left && !scans.right) return null;
  const numbers = rxGeometry(prescription, {
    weightLbs: positive(weightInLbs(profile.weight, profile.weightUnit)),
    shoe: profileFeet(profile),
  });
  return { scans, numbers };
}
