// The lab's calls (lab/lab.ts): every company's orders, one order with what the bench needs, a foot's scan as
// an STL or OBJ file, a foot's insole as a 3MF or STL file, a status change and a repair order. Lab staff only; the server refuses anyone else (403).

import { LIMITS, type OrderStatus } from "@solerx/domain/common";
import { type DesignFormat, type DesignSide, labOrderInsolePath } from "@solerx/domain/design";
import {
  LabOrder,
  LabOrderList,
  type LabRepairRequest,
  type LabScanFormat,
  type LabScanSide,
  type LabStatusChangeRequest,
  labScanFilePath,
} from "@solerx/domain/lab";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiBlobRequest, apiRequest } from "../../../lib/api-client";

export const labKeys = {
  lists: ["lab", "orders"] as const,
  list: (status: OrderStatus | null, offset: number) => ["lab", "orders", status ?? "all", offset] as const,
  order: (orderId: string) => ["lab", "order", orderId] as const,
};

export function listLabOrders(query: { status: OrderStatus | null; offset: number }, signal?: AbortSignal) {
  return apiRequest({
    path: "/lab/orders",
    query: { status: query.status ?? undefined, offset: query.offset, limit: LIMITS.ordersPageSize },
    schema: LabOrderList,
    signal,
  });
}

export function useLabOrders(status: OrderStatus | null, offset: number, enabled: boolean) {
  return useQuery({
    queryKey: labKeys.list(status, offset),
    queryFn: ({ signal }) => listLabOrders({ status, offset }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function getLabOrder(orderId: string, signal?: AbortSignal) {
  return apiRequest({ path: `/lab/orders/${encodeURIComponent(orderId)}`, schema: LabOrder, signal });
}

export const labOrderQuery = (orderId: string) =>
  queryOptions({ queryKey: labKeys.order(orderId), queryFn: ({ signal }) => getLabOrder(orderId, signal) });

export function useLabOrder(orderId: string | null) {
  return useQuery({ ...labOrderQuery(orderId ?? ""), enabled: orderId !== null });
}

/** The order's scan of a foot as a file (converted by the server from the stored Draco). */
export function getLabScanFile(orderId: string, side: LabScanSide, format: LabScanFormat): Promise<Blob> {
  return apiBlobRequest({ path: labScanFilePath(orderId, side, format) });
}

/** The order's insole of a foot as a file (made from the order as placed, kept with it). */
export function getLabOrderInsole(orderId: string, side: DesignSide, format: DesignFormat): Promise<Blob> {
  return apiBlobRequest({ path: labOrderInsolePath(orderId, side, format) });
}

export function changeLabOrderStatus(orderId: string, request: LabStatusChangeRequest) {
  return apiRequest({
    method: "POST",
    path: `/lab/orders/${encodeURIComponent(orderId)}/status`,
    json: request,
    schema: LabOrder,
  });
}

export function openRepairOrder(orderId: string, request: LabRepairRequest) {
  return apiRequest({
    method: "POST",
    path: `/lab/orders/${encodeURIComponent(orderId)}/repair`,
    json: request,
    schema: LabOrder,
  });
}
