// A patient's shoe per foot and an order item's size per foot (spec 001 §3 "Order": one item, or one per foot
// typed LEFT or RIGHT when the feet's sizes differ; every product names leftShoeSize and rightShoeSize too). The
// web builds the items from the record's feet (entities/order build-order), the server compares a body with the
// record (order/order-record), and the order screens and the PDF read each foot back with orderedShoe.
import type { SizePreference } from "../common";
import type { ShoeSizeUnit } from "./units";
import { orderSizeGender, unitOfOrder, unitOfProfile } from "./wire";

export type FootSide = "left" | "right";
export const FOOT_SIDES = ["left", "right"] as const satisfies readonly FootSide[];

/** One foot's shoe size with the form's unit. */
export interface FootSize {
  size: number;
  unit: ShoeSizeUnit;
}

/** What the feet are read from: the medical profile's per-foot fields. */
export interface ProfileFeet {
  leftShoeSize: number;
  rightShoeSize: number;
  leftGenderShoeSize: string;
  rightGenderShoeSize: string;
}

/** Each foot's size and unit as the medical profile holds them. */
export function profileFeet(profile: ProfileFeet): Record<FootSide, FootSize> {
  return {
    left: { size: profile.leftShoeSize, unit: unitOfProfile(profile.leftGenderShoeSize) },
    right: { size: profile.rightShoeSize, unit: unitOfProfile(profile.rightGenderShoeSize) },
  };
}

const ITEM_TYPE = { left: "LEFT", right: "RIGHT" } as const satisfies Record<FootSide, string>;

/** The sizes an order item carries (its product's), with the foot it is for when it is one foot's. */
export interface ItemSizes {
  type?: "LEFT" | "RIGHT" | undefined;
  product: {
    shoeSize: number;
    sizeGender: SizePreference;
    leftShoeSize?: number | undefined;
    rightShoeSize?: number | undefined;
  };
}

/** An item's sizes as an order is built with them: every product names both feet's sizes. */
export interface BuiltItemSizes {
  type?: "LEFT" | "RIGHT";
  product: { shoeSize: number; sizeGender: SizePreference; leftShoeSize: number; rightShoeSize: number };
}

/**
 * The items' sizes of an order for the feet the pack makes: one item for a pair whose feet have the same size and
 * unit, else one item per foot, typed; one orthotic is one item typed for its foot, whatever the other's size.
 */
export function orderItemSizes(feet: Record<FootSide, FootSize>, sides: Record<FootSide, boolean>): BuiltItemSizes[] {
  const { left, right } = feet;
  const item = (foot: FootSize, side?: FootSide): BuiltItemSizes => ({
    ...(side ? { type: ITEM_TYPE[side] } : {}),
    product: {
      shoeSize: foot.size,
      sizeGender: orderSizeGender(foot.unit),
      leftShoeSize: left.size,
      rightShoeSize: right.size,
    },
  });
  if (sides.left && sides.right) {
    const differ = left.size !== right.size || left.unit !== right.unit;
    return differ ? [item(left, "left"), item(right, "right")] : [item(left)];
  }
  return sides.left ? [item(left, "left")] : [item(right, "right")];
}

/** The item a foot's size is in: the one typed for the foot, else the untyped one (both feet's). */
export function itemOfFoot<Item extends ItemSizes>(items: readonly Item[], side: FootSide): Item | undefined {
  return items.find((item) => item.type === ITEM_TYPE[side]) ?? items.find((item) => !item.type);
}

/**
 * A foot's size as an order holds it, with its unit (the recorded one when the order spells it so: youth sizes
 * are ordered as MENS); undefined when no item is that foot's.
 */
export function orderedShoe(
  items: readonly ItemSizes[],
  side: FootSide,
  recorded?: ShoeSizeUnit,
): FootSize | undefined {
  const item = itemOfFoot(items, side);
  if (!item) return undefined;
  const { product } = item;
  const size = item.type ? product.shoeSize : (product[`${side}ShoeSize`] ?? product.shoeSize);
  return { size, unit: unitOfOrder(product.sizeGender, recorded) };
}

/** A size with its unit, as the screens show it: "10.5 US WOMEN'S". */
export function shoeSizeLabel(foot: FootSize): string {
  return `${foot.size} ${foot.unit}`;
}
