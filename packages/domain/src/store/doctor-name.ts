// How a doctor's name is shown in the shell and the pickers (spec 000 §5).
import { LIMITS } from "../common";

/** Names longer than 42 characters show as their first 40 and an ellipsis. */
export function truncateDoctorName(name: string): string {
  // Counted in characters (code points) so a cut never splits a surrogate pair.
  const chars = Array.from(name);
  if (chars.length <= LIMITS.doctorNameMaxLength) return name;
  return `${chars.slice(0, LIMITS.doctorNameTruncatedLength).join("")}…`;
}

/** "First Last", truncated for display. */
export function doctorDisplayName(doctor: { firstName: string; lastName: string }): string {
  return truncateDoctorName(`${doctor.firstName} ${doctor.lastName}`.trim());
}
