// Stores and doctors as the /store calls return them (spec 000 §3 "Other entities", §7 "Store").
import { z } from "zod";

export const Id = z.uuid();

/** Path of the calls on one store: /store/{storeID}, /profile/patients/{storeID}, /order/list/{storeID}. */
export const StoreParams = z.object({ storeID: Id });
/** Path of GET /store/doctors/{storeID}/{companyID}. */
export const StoreDoctorsParams = z.object({ storeID: Id, companyID: Id });
/** Path of GET /store/employee/{userID}: the signed-in operator's own id (the spec's "employee"). */
export const EmployeeParams = z.object({ userID: Id });

export const Store = z.object({
  storeID: Id,
  name: z.string(),
  company: z.string(),
  companyID: Id,
  address: z.string(),
  /** The company's hideSensitiveData flag: the screens hide birth date and gender (spec 000 §3, §6). */
  hideSensitiveData: z.boolean(),
});
export type Store = z.infer<typeof Store>;
export const StoreList = z.array(Store);

export const Doctor = z.object({ userID: Id, firstName: z.string(), lastName: z.string() });
export type Doctor = z.infer<typeof Doctor>;
export const DoctorList = z.array(Doctor);

/** Paging query of list calls; each call sets its own maximum limit (doctors 10000, patients 100000). */
export const pageQuery = (maxLimit: number) =>
  z.object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(maxLimit),
  });
