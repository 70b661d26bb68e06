// Every enumeration named by the specification, as const tuples (for zod) and their union types.
import { z } from "zod";

/** Rank order of session statuses, lowest first (spec 000 §4; the ranked list is the one used for priority). */
export const RANKED_SESSION_STATUSES = [
  "SESSION_CREATED",
  "MEASUREMENT_DATA_CAPTURED",
  "PRESCRIPTION_CREATED",
  "PRESCRIPTION_COMPLETED",
  "PRESCRIPTION_UPDATED",
  "ORDER_DELIVERED",
  "ORDER_CANCELLED",
  "ORDER_CREATED",
] as const;
export const SESSION_STATUSES = [...RANKED_SESSION_STATUSES, "SESSION_STATUS_INVALID", "REPAIR_ORDER_CREATED"] as const;
export const SessionStatus = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof SessionStatus>;

export const SCANNER_TYPES = [
  "MOCK_SCANNER",
  "TIGER",
  "iQUBE_E303",
  "UNKNOWN_DEVICE_MODEL",
  "INVALID_DEVICE_MODEL",
  "OCCIPITAL_ST02A",
  "OCCIPITAL_ST02B",
  "TRUEDEPTH",
] as const;
export const ScannerType = z.enum(SCANNER_TYPES);
export type ScannerType = z.infer<typeof ScannerType>;

export const BodyPart = z.enum(["FOOT", "FOOT_AND_ANKLE", "HEAD", "TORSO"]);
export type BodyPart = z.infer<typeof BodyPart>;
export const Side = z.enum(["LEFT", "RIGHT", "BOTH"]);
export type Side = z.infer<typeof Side>;
export const Product = z.enum(["INSOLE", "AFO", "HELMET"]);
export type Product = z.infer<typeof Product>;
export const ScanMode = z.enum(["WEIGHTED", "NON-WEIGHTED", "SEMI-WEIGHTED", "FOAMBOX"]);
export type ScanMode = z.infer<typeof ScanMode>;
export const ScanSubtype = z.enum(["SCAN_SUBTYPE_FLAT_LEFT_FOOT", "SCAN_SUBTYPE_FLAT_RIGHT_FOOT"]);
export type ScanSubtype = z.infer<typeof ScanSubtype>;
export const SurfaceEncoding = z.enum(["RAW", "STL", "OBJ", "DRACO"]);
export type SurfaceEncoding = z.infer<typeof SurfaceEncoding>;

export const Role = z.enum([
  "BASIC",
  "COMPANY_EMPLOYEE",
  "MEDICAL_DOCTOR",
  "SITE_ADMIN",
  "COMPANY_ADMIN",
  "SUPER_ADMIN",
  "SUPPORT_ADMIN",
]);
export type Role = z.infer<typeof Role>;
export const OwnerType = z.enum(["USER", "CLIENT", "COMPANY", "SITE", "OPERATOR"]);
export type OwnerType = z.infer<typeof OwnerType>;
export const UserType = z.enum(["PATIENT", "OPERATOR"]);
export type UserType = z.infer<typeof UserType>;

/** API gender enum; the screens show male, female and "Prefer not to say" (UNKNOWN, the default). */
export const Gender = z.enum(["MALE", "FEMALE", "UNKNOWN"]);
export type Gender = z.infer<typeof Gender>;

export const ShoeSizeSystem = z.enum(["US", "UK", "EU", "CM"]);
export type ShoeSizeSystem = z.infer<typeof ShoeSizeSystem>;
export const SizePreference = z.enum(["WOMENS", "MENS"]);
export type SizePreference = z.infer<typeof SizePreference>;
export const WeightUnit = z.enum(["LBS", "KG"]);
export type WeightUnit = z.infer<typeof WeightUnit>;
/** Shoe widths; the first is the form's default. */
export const SHOE_WIDTHS = ["standard", "wide", "narrow", "x-wide"] as const;
export const ShoeWidth = z.enum(SHOE_WIDTHS);
export type ShoeWidth = z.infer<typeof ShoeWidth>;

/** Order status labels shown to the clinician. */
export const OrderStatus = z.enum(["Processing", "Fabricating", "Shipped", "Cancelled"]);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Deployment stacks, derived from the host name. */
export const Stack = z.enum(["dev", "qa", "stg", "prod"]);
export type Stack = z.infer<typeof Stack>;
