// The stores area's part of the repository: the operator's stores, a store, its doctors. A read that only a
// cross-company reader's scope allowed is audited; the operator's own store reads are not.
import type { Doctor, Store } from "@solerx/domain/store";
import type { AreaContext, Page } from "../context";
import { findCompanyUser, findStore, isDoctorOfStore, listDoctors, listStores } from "./queries";

export interface StoresRepository {
  /** The operator's own stores, by name. */
  listMine(): Promise<Store[]>;
  find(storeID: string): Promise<Store | undefined>;
  doctors(storeID: string, page: Page): Promise<Doctor[]>;
  /** Whether the user is a doctor of the store, both in the operator's own company and stores. */
  isDoctor(userID: string, storeID: string): Promise<boolean>;
  /** A user of the operator's company by id, with its name (a patient's assigned doctor). */
  doctor(userID: string): Promise<Doctor | undefined>;
}

/** `ownStores`: the operator's stores as its scope was read (areas/repository.ts); the list reads them otherwise. */
export function storesRepository(
  { db, own, read, crossCompany, audit }: AreaContext,
  ownStores?: readonly Store[],
): StoresRepository {
  const auditStoreRead = async (store: Store | undefined) => {
    if (store && crossCompany) await audit({ patientID: null, storeID: store.storeID, companyID: store.companyID });
  };
  return {
    listMine: async () => (ownStores ? [...ownStores] : listStores(db, own)),
    async find(storeID) {
      const store = await findStore(db, read, storeID);
      await auditStoreRead(store);
      return store;
    },
    async doctors(storeID, page) {
      if (crossCompany) await auditStoreRead(await findStore(db, read, storeID));
      return listDoctors(db, read, storeID, page);
    },
    isDoctor: (userID, storeID) => isDoctorOfStore(db, own, userID, storeID),
    async doctor(userID) {
      const found = await findCompanyUser(db, read, userID);
      if (!found) return undefined;
      if (crossCompany && found.companyID !== own.companyID) {
        await audit({ patientID: null, storeID: null, companyID: found.companyID });
      }
      return { userID: found.userID, firstName: found.firstName, lastName: found.lastName };
    },
  };
}
