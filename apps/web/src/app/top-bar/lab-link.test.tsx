// @vitest-environment jsdom
import "../../testing/setup-dom";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signInState } from "../../entities/session/session-state";
import { server, startMockNetwork } from "../../testing/msw";
import { renderWithApp } from "../../testing/render";
import { LabLink, LabNotice } from "./lab-link";

startMockNetwork();

beforeEach(() => {
  signInState.set({
    authStatus: "signed-in",
    operator: { userId: "op-1", email: null, givenName: null, familyName: null },
  });
});
afterEach(() => signInState.reset());

function access(lab: boolean) {
  let asked = 0;
  server.use(
    http.get("*/api/v1/profile/operator/access", () => {
      asked += 1;
      return HttpResponse.json({ roles: lab ? ["SUPPORT_ADMIN"] : ["COMPANY_EMPLOYEE"], lab });
    }),
  );
  return () => asked;
}

describe("the way to the lab", () => {
  it("shows lab staff the Fabrication lab link and, on the patient list, a notice pointing to it", async () => {
    access(true);
    renderWithApp(
      <>
        <LabLink compact={false} />
        <LabNotice />
      </>,
      { path: "/patients" },
    );
    const links = await screen.findAllByRole("link", { name: /fabrication lab/i });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/lab", "/lab"]);
  });

  it("leads back to Patients from the lab screen", async () => {
    access(true);
    renderWithApp(<LabLink compact />, { path: "/lab" });
    expect((await screen.findByRole("link", { name: "Patients" })).getAttribute("href")).toBe("/patients");
  });

  it("shows nothing to anyone else", async () => {
    const asked = access(false);
    renderWithApp(
      <>
        <LabLink compact={false} />
        <LabNotice />
      </>,
      { path: "/patients" },
    );
    await waitFor(() => expect(asked()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("link")).toBeNull();
  });
});
