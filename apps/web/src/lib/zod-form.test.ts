import { CreatePatientRequest, VALIDATION_MESSAGES } from "@solerx/domain/contracts";
import { describe, expect, it } from "vitest";
import { zodFormValidator } from "./zod-form";

const validate = zodFormValidator(CreatePatientRequest);
const DOCTOR = "8a1f2b3c-4d5e-4f60-8a7b-8c9d0e1f2a3b";

describe("a form validated by a domain contract", () => {
  it("has no errors for values the API accepts", () => {
    expect(validate({ firstName: "Ada", lastName: "Lovelace", assignedToDoctor: DOCTOR })).toEqual({});
  });

  it("refuses a blank name and a name with a character the spec forbids", () => {
    expect(validate({ firstName: "   ", lastName: "Lovelace", assignedToDoctor: DOCTOR })).toHaveProperty("firstName");
    expect(validate({ firstName: "a/b", lastName: "Lovelace", assignedToDoctor: DOCTOR })).toEqual({
      firstName: VALIDATION_MESSAGES.invalidCharacters,
    });
  });

  it("names each refused field once, with the contract's message", () => {
    const errors = validate({ firstName: "Ada<", lastName: "", assignedToDoctor: "nobody" });
    expect(Object.keys(errors).sort()).toEqual(["assignedToDoctor", "firstName", "lastName"]);
    expect(errors.firstName).toBe(VALIDATION_MESSAGES.invalidCharacters);
  });
});
