// What an order is for, read from an order or from the body about to be placed (the same fields): style, pack and
// its order type text, quantity, each ordered foot's shoe size, product kind and scan mode.
import type { OrderItem } from "@solerx/domain/order";
import { orderQuantity } from "@solerx/domain/order";
import type { Prescription } from "@solerx/domain/prescription";
import { normalisePack, orderTypeText, orthoticStyleName, type Pack, packSides } from "@solerx/domain/prescription";
import { normaliseScanMode, type ScanModeValue } from "@solerx/domain/scan";
import { type FootSide, orderedShoe } from "@solerx/domain/shoe-size";
import { isScanProduct, type ScanProduct } from "../../scan/scan-settings";
import { shoeSizeText } from "../texts";

export interface OrderFacts {
  /** The style's display name, and the list entry's title when one was chosen. */
  style: string;
  styleTitle: string | null;
  pack: Pack | null;
  /** Pair of orthotics, Left orthotic, Right orthotic. */
  orderType: string | null;
  quantity: number;
  /** Each ordered foot's size with its unit; null for a foot not ordered. */
  leftSize: string | null;
  rightSize: string | null;
  product: ScanProduct;
  scanMode: ScanModeValue | null;
}

export function orderFacts(order: { prescriptionObj: Prescription; items: readonly OrderItem[] }): OrderFacts {
  const ui = order.prescriptionObj.uiContextData;
  const pack = normalisePack(ui.pack) ?? null;
  const sides = pack ? packSides(pack) : { left: true, right: true };
  const first = order.items[0];
  const custom = first?.product.customProperties ?? {};
  const sizeOf = (foot: FootSide) => (first ? shoeSizeText(orderedShoe(order.items, foot)) : null);
  return {
    style: orthoticStyleName(ui.orthoticStyle),
    styleTitle: ui.orthoticStyleTitle ?? null,
    pack,
    orderType: pack ? orderTypeText(pack) : null,
    // The one quantity the API, the PDF and the lab show (order/order-quantity).
    quantity: orderQuantity(order),
    leftSize: sides.left ? sizeOf("left") : null,
    rightSize: sides.right ? sizeOf("right") : null,
    product: isScanProduct(custom.product) ? custom.product : "INSOLE",
    scanMode: normaliseScanMode(custom.scanMode ?? ui.scanMode) ?? null,
  };
}
