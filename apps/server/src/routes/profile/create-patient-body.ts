// The create-patient body: the domain's schema plus the spec's character rules, which the server enforces too so
// a name that the form would refuse cannot arrive through the API either.
import { CreatePatientRequest, hasSpecialCharacters, isValidText, VALIDATION_MESSAGES } from "@solerx/domain";

function acceptableText(value: string): boolean {
  return isValidText(value) && !hasSpecialCharacters(value);
}

export const CreatePatientBody = CreatePatientRequest.superRefine((body, ctx) => {
  for (const field of ["firstName", "lastName", "patientID"] as const) {
    const value = body[field];
    if (value !== undefined && !acceptableText(value)) {
      ctx.addIssue({ code: "custom", path: [field], message: VALIDATION_MESSAGES.invalidCharacters });
    }
  }
});
