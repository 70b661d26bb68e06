// Topic entry of @solerx/domain: shoe sizes (issue 18 point 1): the unit as the form shows it, its ranges and
// widths (units.ts), its spelling on each wire (wire.ts), a patient's and an order's size per foot (feet.ts), and
// the prescription's copies of them, which are not stored (prescription-copies.ts).
export {
  type BuiltItemSizes,
  FOOT_SIDES,
  type FootSide,
  type FootSize,
  type ItemSizes,
  itemOfFoot,
  orderedShoe,
  orderItemSizes,
  type ProfileFeet,
  profileFeet,
  shoeSizeLabel,
} from "./feet";
export {
  PRESCRIPTION_SIZE_COPIES,
  withoutSizeCopies,
  withTemplateSizeCopies,
} from "./prescription-copies";
export {
  capShoeSize,
  DEFAULT_SHOE_SIZE_UNIT,
  DEFAULT_SHOE_WIDTH,
  effectiveShoeWidth,
  isShoeSizeUnit,
  SHOE_SIZE_STEP,
  SHOE_SIZE_UNITS,
  SHOE_WIDTH_LABELS,
  SHOE_WIDTH_OPTIONS,
  type ShoeSizeUnit,
  shoeSizeOptions,
  shoeSizeUnit,
  shoeWidthOptions,
} from "./units";
export {
  orderSizeGender,
  PdfSizeGender,
  ProfileShoeSizeUnit,
  pdfSizeGender,
  profileShoeSizeUnit,
  unitOfOrder,
  unitOfProfile,
} from "./wire";
