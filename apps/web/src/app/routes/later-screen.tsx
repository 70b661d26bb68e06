// Routes whose screens are not built yet: each says so plainly instead of a blank page.
import type { RouteObject } from "react-router";
import { NotYetBuiltScreen } from "../../features/not-yet-built/components/not-yet-built-screen";

export function route(title: string): Pick<RouteObject, "element"> {
  return { element: <NotYetBuiltScreen title={title} /> };
}
