// The prescription PDF (issue 11): presc.pdf for a patient with both feet scanned (100,000-triangle synthetic
// feet, as the mock scanner sends them), a saved prescription and a placed order, on the built app over PGlite. The whole call
// POST /api/v1/profile/create/PDFInput (token, tenancy, document assembly with both scans decoded and outlined,
// render, base64) against its target of 300 ms; then its two halves on their own, and the PDF's size.
import { Order } from "@solerx/domain/order";
import { createRepository } from "../../apps/server/src/areas/repository";
import { createBlobStore } from "../../apps/server/src/blobs/index";
import { assemblePrescriptionDocument } from "../../apps/server/src/pdf/document";
import { renderPrescriptionPdf } from "../../apps/server/src/pdf/render";
import { firstStore, orderBody, placeOrder, type ScannedPatient } from "../../apps/server/src/test/orders";
import { createPatient, medicalProfile } from "../../apps/server/src/test/patient-records";
import { uploadFootScan } from "../../apps/server/src/test/scans";
import { bearer, signIn } from "../../apps/server/src/test/sign-in";
import { createTestApp } from "../../apps/server/src/test/test-app";
import { type Figure, medianMs } from "./measure";

export async function pdf(): Promise<Figure[]> {
  const { app, db, config, close } = await createTestApp({ logLevel: "warn" });
  try {
    const tokens = await signIn(app, "demo@solerx.test", "solerx-demo");
    const headers = bearer(tokens.accessToken);
    const { store, doctor } = await firstStore(app, tokens);
    const ids = await createPatient(app, tokens, store.storeID, {
      firstName: "Bench",
      lastName: "Patient",
      zebraID: "PO-1",
      assignedToDoctor: doctor.userID,
    });
    const saved = await app.inject({
      method: "POST",
      url: `/api/v1/profile/${ids.userID}/update/fitStationMedicalProfile?sessionID=${ids.sessionID}`,
      headers,
      payload: medicalProfile(),
    });
    if (saved.statusCode !== 200) throw new Error(`saving the profile: ${saved.statusCode} ${saved.body}`);
    const [leftScanID, rightScanID] = [
      await uploadFootScan(app, tokens, ids.sessionID, "left", { shoeSize: 10, triangles: 100_000 }),
      await uploadFootScan(app, tokens, ids.sessionID, "right", { shoeSize: 10, triangles: 100_000 }),
    ];
    // An ordered patient's presc.pdf: the order is read too, and its scans and prescription are the ones printed.
    const patient: ScannedPatient = {
      store,
      doctor,
      ...ids,
      leftScanID,
      rightScanID,
      firstName: "Bench",
      lastName: "Patient",
    };
    const placed = await placeOrder(app, tokens, orderBody(patient));
    if (placed.statusCode !== 201) throw new Error(`placing the order: ${placed.statusCode} ${placed.body}`);
    const order = Order.parse(placed.json());
    const input = {
      ...ids,
      employeeID: tokens.sub,
      storeID: store.storeID,
      sizeGender: "male" as const,
      orderID: order.orderID,
      orderCreatedAt: order.createdAt,
    };
    let bytes = 0;
    const call = async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/profile/create/PDFInput",
        headers,
        payload: input,
      });
      if (response.statusCode !== 200) throw new Error(`PDFInput: ${response.statusCode} ${response.body}`);
      bytes = Buffer.from(response.json().data, "base64").length;
    };
    const figures: Figure[] = [
      { metric: "presc_pdf_ms", value: await medianMs(call, 15), unit: "ms", target: "value<300" },
    ];

    const blobs = await createBlobStore(config, db);
    const operator = { userID: tokens.sub, companyID: store.companyID, storeIDs: [store.storeID], roles: [] };
    const repo = () => createRepository(db, { operator, route: "POST /api/v1/profile/create/PDFInput", blobs });
    const assemble = () => assemblePrescriptionDocument({ repo: repo(), blobs }, { ...input, order });
    const document = await assemble();
    figures.push(
      {
        metric: "assemble_ms",
        value: await medianMs(assemble, 15),
        unit: "ms",
      },
      { metric: "render_ms", value: await medianMs(() => renderPrescriptionPdf(document), 15), unit: "ms" },
      { metric: "presc_pdf_bytes", value: bytes, unit: "bytes" },
    );
    return figures;
  } finally {
    await close();
  }
}
