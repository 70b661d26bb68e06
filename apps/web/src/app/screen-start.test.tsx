// @vitest-environment jsdom
import "../testing/setup-dom";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Link, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../testing/render";
import { useScreenStart } from "./screen-start";

function Root() {
  useScreenStart();
  return (
    <main>
      <Outlet />
    </main>
  );
}

/** A screen whose heading comes only once its data is in (a button stands for the data arriving). */
function LoadingScreen() {
  const [loaded, setLoaded] = useState(false);
  if (!loaded)
    return (
      <button type="button" onClick={() => setLoaded(true)}>
        data arrives
      </button>
    );
  return <h1>Second step</h1>;
}

function routes() {
  return [
    {
      element: <Root />,
      children: [
        {
          path: "/first",
          element: (
            <>
              <h1>First step</h1>
              <input aria-label="Field" />
              <Link to="/second">Next</Link>
              <Link to="/form#weight">Fix the weight</Link>
            </>
          ),
        },
        { path: "/second", element: <LoadingScreen /> },
        {
          path: "/form",
          element: (
            <>
              <h1>Form</h1>
              <input aria-label="Weight" id="weight" />
            </>
          ),
        },
      ],
    },
  ];
}

afterEach(() => vi.restoreAllMocks());

describe("where a screen opens", () => {
  it("starts the next screen at its top, the focus on its heading once it shows", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderRoutes(routes(), { path: "/first" });
    // The first screen of a page load is left as the browser opens it.
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("link", { name: "Next" }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "data arrives" })));
    const heading = await screen.findByRole("heading", { name: "Second step" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });

  it("leaves the focus where the user or the screen put it meanwhile", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderRoutes(routes(), { path: "/first" });
    fireEvent.click(screen.getByRole("link", { name: "Next" }));
    const early = await screen.findByRole("button", { name: "data arrives" });
    early.focus();
    // The user presses on while the screen still loads: the button goes, the heading comes, the focus is theirs.
    const other = document.createElement("input");
    document.body.append(other);
    other.focus();
    await act(async () => fireEvent.click(early));
    await screen.findByRole("heading", { name: "Second step" });
    expect(document.activeElement).toBe(other);
    other.remove();
  });

  it("opens an address with a hash at that field, focused (a screen sending the clinician back to fix it)", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const scrolled = vi.fn();
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled(this.id);
    });
    renderRoutes(routes(), { path: "/first" });
    fireEvent.click(screen.getByRole("link", { name: "Fix the weight" }));
    const field = await screen.findByRole("textbox", { name: "Weight" });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(scrolled).toHaveBeenCalledWith("weight");
  });
});
