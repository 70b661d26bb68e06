// DELETE /profile/user/{userID}/delete: the patient and everything of theirs (profile, sessions, medical
// profile); 409 PATIENT_HAS_ORDERS_MESSAGE when the patient has an order.
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export async function deletePatient(userId: string): Promise<void> {
  await apiRequest({
    method: "DELETE",
    path: `/profile/user/${encodeURIComponent(userId)}/delete`,
    schema: z.unknown(),
  });
}
