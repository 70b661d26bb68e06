// GET /profile/operator/access: the signed-in operator's roles and whether it works at the fabrication lab (ours,
// issue 11): the lab screen and its link are for lab staff only. The server decides every call on its own; this
// only says what to show.
import { OperatorAccess } from "@solerx/domain/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { signInState, useSignedIn } from "../session-state";

export const operatorKeys = {
  access: (userId: string) => ["operator", userId, "access"] as const,
};

export function getOperatorAccess(signal?: AbortSignal) {
  return apiRequest({ path: "/profile/operator/access", schema: OperatorAccess, signal });
}

export const operatorAccessQuery = (userId: string) =>
  queryOptions({
    queryKey: operatorKeys.access(userId),
    queryFn: ({ signal }) => getOperatorAccess(signal),
    staleTime: 5 * 60_000,
  });

/** The signed-in operator's access; idle while no one is signed in. */
export function useOperatorAccess() {
  const signedIn = useSignedIn();
  const userId = signInState.use((state) => state.operator?.userId ?? null);
  return useQuery({ ...operatorAccessQuery(userId ?? ""), enabled: signedIn && userId !== null });
}
