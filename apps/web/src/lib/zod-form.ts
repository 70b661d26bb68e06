// Forms (@mantine/form) validated by the domain's zod contracts, so a form refuses exactly what the API refuses.
import type { z } from "zod";

/** A @mantine/form `validate` function: the schema's first message for each field, keyed by its path. */
export function zodFormValidator<Values>(schema: z.ZodType<unknown, Values>) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join(".");
      errors[path] ??= issue.message;
    }
    return errors;
  };
}
