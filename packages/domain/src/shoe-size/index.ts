// One shoe-size model (issue 18 point 1): the unit as the form shows it, its ranges and widths (units.ts), its
// spelling on each wire (wire.ts), a patient's and an order's size per foot (feet.ts), and the prescription's
// copies of them, which are not stored (prescription-copies.ts).
export * from "./feet";
export * from "./prescription-copies";
export * from "./units";
export * from "./wire";
