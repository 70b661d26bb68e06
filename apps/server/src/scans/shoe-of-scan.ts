// The patient's recorded shoe size for a scan's foot, as its measuring uses it (issue 33 points 2 and 3): the units
// of an impression in unknown units come from it, and a length far from it is said.
import { profileFeet } from "@solerx/domain/shoe-size";
import { footLengthMm } from "@solerx/geometry";
import type { Repository } from "../areas/repository";
import type { StoredScan } from "../areas/scans/index";
import type { ShoeOfFoot } from "./measurements";

/** The patient's recorded shoe size for the scan's foot; undefined before the medical profile is first saved. */
export async function shoeOfScan(repo: Repository, scan: StoredScan): Promise<ShoeOfFoot | undefined> {
  const session = await repo.sessions.find(scan.sessionID);
  const patientID = session?.owners.find((owner) => owner.type === "USER")?.id;
  if (!patientID) return undefined;
  const medical = (await repo.records.medicalProfile(patientID))?.medicalProfile;
  if (!medical) return undefined;
  const foot = profileFeet(medical)[scan.subtype === "SCAN_SUBTYPE_FLAT_LEFT_FOOT" ? "left" : "right"];
  try {
    return { footLengthMm: footLengthMm(foot.size, foot.unit), label: `${foot.unit} ${foot.size}` };
  } catch {
    // A size outside its unit's range holds no foot length to go by.
    return undefined;
  }
}
