// Saved Rx are the company's (spec 001 §6): the company of the chosen store.
import { useCurrentStore } from "../store/use-current-store";

export function useSavedRxCompanyId(): string | null {
  return useCurrentStore()?.companyID ?? null;
}
