// Editor options the domain leaves open.

/**
 * Balance pad positions per foot. The spec names "balancePad left and right lists" without their items; ours are
 * the five metatarsal heads, as the met head cut outs (docs/decisions.md "Prescription screens").
 */
export const BALANCE_PAD_POSITIONS = [1, 2, 3, 4, 5] as const;
