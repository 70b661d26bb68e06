// The address of one saved Rx: /saved-rx?name=..., and /saved-rx alone for a new one.
import { paths } from "../../../config/paths";

export const SAVED_RX_NAME_PARAM = "name";

export function savedRxPath(fileName?: string): string {
  if (fileName === undefined) return paths.savedRx;
  return `${paths.savedRx}?${new URLSearchParams({ [SAVED_RX_NAME_PARAM]: fileName })}`;
}
