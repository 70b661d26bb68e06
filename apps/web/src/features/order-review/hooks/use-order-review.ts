// What Order Review shows and places: the open record, its medical profile and prescription, the latest scan of
// each foot with its measurements, the store and doctor (the shipping address), the scan settings, the order body
// built from them (entities/order buildOrderRequest), what blocks it, and whether the visit has its order already.

import { type OrderBlocker, orderBlockers } from "@solerx/domain/order";
import type { MedicalProfile } from "@solerx/domain/patient";
import { currentScanMode, pickLatestScans } from "@solerx/domain/scan";
import { sessionOrderStatus } from "@solerx/domain/session";
import { doctorDisplayName } from "@solerx/domain/store";
import { useMemo } from "react";
import { buildOrderRequest, type OrderBody } from "../../../entities/order/lib/build-order";
import { useMedicalProfile } from "../../../entities/patient/api/get-medical-profile";
import { fromPatientRecord, toMedicalProfile } from "../../../entities/patient/form/patient-form";
import { useOpenPatient } from "../../../entities/patient/open-record";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import { useFeetMeasurements } from "../../../entities/scan/api/get-scan-properties";
import { useScans } from "../../../entities/scan/api/get-scans";
import { isScanProduct, useScanSettings } from "../../../entities/scan/scan-settings";
import { useDoctors } from "../../../entities/store/api/get-doctors";
import { useStore } from "../../../entities/store/api/get-store";

export function useOrderReview() {
  const open = useOpenPatient();
  const record = useOpenPatientRecord();
  const data = record.data;
  const sessionId = data?.sessionID ?? null;
  const profile = useMedicalProfile(data?.userID);
  const scans = useScans(sessionId);
  const latest = useMemo(() => pickLatestScans(scans.data ?? []), [scans.data]);
  const left = latest.left ?? null;
  const right = latest.right ?? null;
  const measurements = useFeetMeasurements({ left: left?.measurementID ?? null, right: right?.measurementID ?? null });
  const store = useStore(data?.storeID);
  const doctors = useDoctors(data ? { storeID: data.storeID, companyID: data.companyID } : null);
  const lastProduct = scans.data?.at(-1)?.meta.product;
  const settings = useScanSettings(sessionId, {
    scanMode: currentScanMode(scans.data ?? []),
    product: isScanProduct(lastProduct) ? lastProduct : undefined,
  });

  const doctor = doctors.data?.find((candidate) => candidate.userID === data?.assignedToDoctor);
  const doctorName = doctor ? doctorDisplayName(doctor) : "";

  /** The profile the order's PRESCRIPTION_UPDATED save sends: the stored one, or the record's defaults. */
  const medicalProfile = useMemo<MedicalProfile | null>(() => {
    if (!data || !profile.isSuccess) return null;
    const stored = profile.data.medicalProfile;
    if (stored) return stored;
    const { values } = fromPatientRecord(data, null, undefined);
    return toMedicalProfile(values, null, new Date());
  }, [data, profile.isSuccess, profile.data]);

  const blockers: OrderBlocker[] = data
    ? orderBlockers({ ...data, hasLeftScan: left !== null, hasRightScan: right !== null })
    : [];

  const body = useMemo<OrderBody | null>(() => {
    if (!data || !medicalProfile || !settings || !store.data || (!left && !right)) return null;
    return buildOrderRequest({
      record: data,
      profile: medicalProfile,
      prescription: medicalProfile.prescriptionObj,
      scans: { left, right },
      settings,
      doctorName,
      storeAddress: store.data.address,
      reorderOfID: open?.reorderOf ?? null,
    });
  }, [data, medicalProfile, settings, store.data, left, right, doctorName, open?.reorderOf]);

  const pending = record.isPending || profile.isPending || scans.isPending || store.isPending;
  const error = record.error ?? profile.error ?? scans.error ?? store.error ?? null;
  return {
    status: error
      ? ("error" as const)
      : pending || !data || !medicalProfile
        ? ("loading" as const)
        : ("ready" as const),
    error,
    retry: () => {
      void record.refetch();
      void profile.refetch();
      void scans.refetch();
      void store.refetch();
    },
    record: data ?? null,
    medicalProfile,
    store: store.data ?? null,
    doctorName,
    scans: { left, right },
    properties: { left: measurements.left, right: measurements.right },
    measurementsLoading: measurements.loading,
    body,
    blockers,
    /** The visit's order was placed already (a session has one order of its own). */
    ordered: data ? sessionOrderStatus(data.sessionsStatuses) !== undefined : false,
  };
}

export type OrderReview = ReturnType<typeof useOrderReview>;
