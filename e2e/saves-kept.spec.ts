// Issue 17 point 7: the save queue survives the page. An edit made offline is kept in IndexedDB; the tab is closed
// while still offline (the edit is only in IndexedDB), the browser comes back online, the app is opened again and
// sends the kept edit from its first screen (the patient list); the server then holds it. (A reload that fails
// offline does not always unload the page: the old page then sends the edit itself once online, which this test
// could not tell apart.)
import { expect, type Page, test } from "@playwright/test";
import { expectNotes, saveNotes } from "./notes-steps";
import { createPatient, recordStatus, uniqueName } from "./patient-steps";
import { signInToFirstStore } from "./sign-in-steps";
import { stepShooter } from "./steps";

const PROFILE_WRITE = "**/api/v1/profile/*/update/fitStationMedicalProfile**";

/** The notes of every write the page keeps in IndexedDB (apps/web/src/entities/patient/pending-saves.ts). */
function keptNotes(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("solerx-pending-saves");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains("pending")) return resolve([]);
          const all = database.transaction("pending", "readonly").objectStore("pending").getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const rows = all.result as { writes: { body: { notes?: string } }[] }[];
            resolve(rows.flatMap((row) => row.writes.flatMap((write) => write.body.notes ?? [])));
            database.close();
          };
        };
      }),
  );
}

test("an edit made offline is kept when the tab closes and saved when the app opens again online", async ({
  page: firstPage,
  context,
}, testInfo) => {
  let page = firstPage;
  const shot = stepShooter(() => page, testInfo);
  await signInToFirstStore(page);
  const lastName = uniqueName("Kept");
  await createPatient(page, "Ada", lastName);
  await expect(recordStatus(page)).toContainText("Saved");
  const address = page.url();

  // The connection drops as the write leaves (offline, the app's No internet connection modal covers the page).
  let attempts = 0;
  await context.route(PROFILE_WRITE, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    attempts += 1;
    if (attempts === 1) {
      await context.setOffline(true);
      return route.abort("internetdisconnected");
    }
    return route.continue();
  });
  await saveNotes(page, "Written offline and kept over a reload");
  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "offline");
  await expect.poll(() => keptNotes(page)).toEqual(["Written offline and kept over a reload"]);
  await shot("offline-kept");

  // The tab closes while offline: the page is gone, the edit is only in IndexedDB.
  await page.close();
  await context.setOffline(false);
  // The app opens again at the patient list: the kept edit goes out without the record being opened.
  page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Patients" })).toBeVisible();
  // Sent once more (the first attempt never reached the server): nothing is kept any more, and the server holds the notes.
  await expect.poll(() => keptNotes(page)).toEqual([]);
  expect(attempts).toBe(2);
  await page.goto(address);
  await expect(page.getByRole("banner")).toContainText(lastName);
  await expectNotes(page, "Written offline and kept over a reload");
  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "idle");
  await shot("saved-after-reopening");
});
