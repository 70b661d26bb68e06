// The product kind an order is for (insole, AFO, helmet): the lab's list and order, and the order's PDF, name it
// so. A rule of the order, not of the database: the server reads the two candidates from its rows and asks here.
import { Product } from "../common";

/**
 * The product kind an order is for: its items' customProperties.product (what was placed), else its scans' meta,
 * else INSOLE.
 */
export function orderProduct(fromItems: unknown, fromScans: unknown): Product {
  return Product.safeParse(fromItems).data ?? Product.safeParse(fromScans).data ?? "INSOLE";
}
