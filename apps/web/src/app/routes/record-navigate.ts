// Moving between the open record's screens keeps the address's query (`id`, `order_id`), so a reload of any of
// them opens the same record again (spec 000 §2 "Route guard behaviour").
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

export function useRecordNavigate(): (pathname: string) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback((pathname: string) => navigate({ pathname, search }), [navigate, search]);
}
