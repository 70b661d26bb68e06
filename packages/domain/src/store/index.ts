// Topic entry of @solerx/domain: stores and doctors, and the ids and paging every list shares. Only what other topics
// and the apps import is listed here.
export { doctorDisplayName, truncateDoctorName } from "./doctor-name";
export {
  Doctor,
  DoctorList,
  EmployeeParams,
  Id,
  pageQuery,
  Store,
  StoreDoctorsParams,
  StoreList,
  StoreParams,
} from "./store";
