// @vitest-environment jsdom
// Putting a scan's orientation right: a refused scan says why and offers the three fixes at once, a measured one in
// a menu; each flip is one PATCH …/orientation whose answer replaces the scan's cached properties; marking sends
// the heel and toe clicked, in that order, and Escape cancels it; a refusal of the correction says why.
import "../../../testing/setup-dom";
import type { Point3, ScanProperties } from "@solerx/domain/scan";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { scanPropertiesQuery } from "../../../entities/scan/api/get-scan-properties";
import type { LoadedScan } from "../../../entities/scan/lib/scan-loading";
import { scanKeys } from "../../../entities/scan/query-keys";
import { server, startMockNetwork } from "../../../testing/msw";
import { renderWithApp, testQueryClient } from "../../../testing/render";
import { scanPropertiesFixture, testId } from "../../../testing/scans";
import { type ScanCorrection as Correction, useScanCorrection } from "../hooks/use-scan-correction";
import { ScanCorrection } from "./scan-correction";

startMockNetwork();

const SCAN = testId(7);
const REFUSED = "The scan's heel and toe could not be told apart: it may be turned the wrong way.";

function loadedWith(properties: ScanProperties): LoadedScan {
  return {
    scan: {
      measurementID: SCAN,
      subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
      isComplete: true,
      meta: { scanMode: "weighted", product: "INSOLE", scannerType: "UNKNOWN_DEVICE_MODEL" },
    },
    surfaceModel: { data: "", encoding: "DRACO" },
    properties,
    url: "blob:scan",
  };
}

let latest: Correction | null = null;

/** The screen in small: the right foot's scan as the cache holds its properties, and its correction. */
function Harness() {
  const properties = useQuery({ ...scanPropertiesQuery(SCAN), enabled: false }).data;
  const loaded = properties ? loadedWith(properties) : null;
  const correction = useScanCorrection({ left: null, right: loaded });
  latest = correction;
  return (
    <>
      {loaded && <ScanCorrection foot="right" loaded={loaded} correction={correction} part="notes" />}
      {loaded && <ScanCorrection foot="right" loaded={loaded} correction={correction} part="menu" />}
      <output>{correction.announcement}</output>
    </>
  );
}

function render(properties: ScanProperties, answer: (body: unknown) => Response) {
  const queryClient: QueryClient = testQueryClient();
  queryClient.setQueryData(scanKeys.properties(SCAN), properties);
  const bodies: unknown[] = [];
  server.use(
    http.patch(`*/api/v1/biometric/scans/${SCAN}/orientation`, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return answer(body);
    }),
  );
  renderWithApp(<Harness />, { queryClient });
  return { bodies, queryClient, user: userEvent.setup() };
}

const refused = scanPropertiesFixture(SCAN, { subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT", unmeasurable: REFUSED });
const measured = scanPropertiesFixture(SCAN, { subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT", footLength: 268.2 });

describe("ScanCorrection", () => {
  it("says why a refused scan was not measured and flips it with one click; the answer replaces its properties", async () => {
    const { bodies, queryClient, user } = render(refused, () => HttpResponse.json(measured));
    expect(screen.getByText("This scan could not be measured")).toBeTruthy();
    expect(screen.getByText(REFUSED)).toBeTruthy();
    for (const name of ["Flip heel and toe", "Flip sole and top", "Mark heel and toe"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    await user.click(screen.getByRole("button", { name: "Flip heel and toe" }));
    await waitFor(() => expect(screen.getByText("Right foot: the scan is measured again.")).toBeTruthy());
    expect(bodies).toEqual([{ flip: "heelToe" }]);
    expect(queryClient.getQueryData<ScanProperties>(scanKeys.properties(SCAN))?.footLength).toBe(268.2);
    // Measured now: the fixes wait in the menu.
    await waitFor(() => expect(screen.queryByText("This scan could not be measured")).toBeNull());
    expect(screen.getByRole("button", { name: "Correct orientation: right foot" })).toBeTruthy();
  });

  it("offers the fixes of a measured scan in a menu, and says when a flip leaves it refused", async () => {
    const { bodies, user } = render(measured, () => HttpResponse.json(refused));
    expect(screen.queryByRole("button", { name: "Flip sole and top" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Correct orientation: right foot" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Flip heel and toe", "Flip sole and top", "Mark heel and toe"]);
    await user.click(within(menu).getByRole("menuitem", { name: "Flip sole and top" }));
    await waitFor(() => expect(bodies).toEqual([{ flip: "soleTop" }]));
    await waitFor(() =>
      expect(screen.getByText(`Right foot: the scan still cannot be measured. ${REFUSED}`)).toBeTruthy(),
    );
    expect(await screen.findByText(REFUSED)).toBeTruthy();
  });

  it("marks the heel, then the toe, and sends both; Escape cancels a marking before it is sent", async () => {
    const { bodies, user } = render(refused, () => HttpResponse.json(measured));
    await user.click(screen.getByRole("button", { name: "Mark heel and toe" }));
    expect(latest?.picking).toMatchObject({ foot: "right", heel: null, toe: null });
    const heel: Point3 = [1, -2, 30];
    act(() => latest?.pick(heel));
    expect(latest?.picking?.heel).toEqual(heel);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(latest?.picking).toBeNull();
    expect(screen.getByText("Marking the heel and toe was cancelled.")).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Mark heel and toe" }));
    act(() => latest?.pick([0, 0, 5]));
    act(() => latest?.movePick("heel", heel));
    const toe: Point3 = [3, 255, 20];
    act(() => latest?.pick(toe));
    await waitFor(() => expect(bodies).toEqual([{ heel, toe }]));
    await waitFor(() => expect(latest?.picking).toBeNull());
  });

  it("shows the server's warnings on a measured scan: the units it assumed and a length it doubts", () => {
    const unitsNote =
      "The scan's coordinates are in metres (told from the foot's length); its figures are given in millimetres.";
    const lengthWarning =
      "The foot is 271 mm long, 18 % longer than a US men's 8 foot: check the scan and the shoe size.";
    render({ ...measured, unitsNote, lengthWarning }, () => HttpResponse.json(measured));
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([unitsNote, lengthWarning]);
  });

  it("says why a correction was refused, in the server's words", async () => {
    const message = "The heel and the toe must be at least 100 mm apart";
    const { user } = render(refused, () =>
      HttpResponse.json({ statusCode: 400, error: "Bad Request", message }, { status: 400 }),
    );
    await user.click(screen.getByRole("button", { name: "Flip heel and toe" }));
    const alert = await screen.findByRole("alert", { name: "The orientation could not be changed" });
    expect(alert.textContent).toContain(message);
  });
});
