// GET /profile/operator/access: the signed-in operator's roles, so the app shows the lab screen to lab staff. A
// module of its own: every operator's top bar asks it after signing in, without the lab's order schemas.
import { z } from "zod";

export const OperatorAccess = z.object({ roles: z.array(z.string()), lab: z.boolean() });
export type OperatorAccess = z.infer<typeof OperatorAccess>;
