// The stores area's part of the repository: the operator's stores, a store, its doctors. A read that only a
// cross-company reader's scope allowed is audited; the operator's own store reads are not.
import type { Doctor, Store } from "@solerx/domain/store";
import type { AreaContext, Page } from "../context";
import { findCompanyUser, findStore, isDoctorOfStore, listDoctors, listStores } from "./queries";

export interface StoresRepository {
  /**
   * The operator's own stores, by name. The kept scope's list is answered as it is, frozen (a change to it throws),
   * so its JSON text is made once per sign-in (plugins/serializer.ts).
   */
  listMine(): Promise<Store[]>;
  find(storeID: string): Promise<Store | undefined>;
  doctors(storeID: string, page: Page): Promise<Doctor[]>;
  /** Whether the user is a doctor of the store, both in the operator's own company and stores. */
  isDoctor(userID: string, storeID: string): Promise<boolean>;
  /** A user of the operator's company by id, with its name (a patient's assigned doctor). */
  doctor(userID: string): Promise<Doctor | undefined>;
}

/** `ownStores`: the operator's stores as its scope was read (areas/repository.ts); the list reads them otherwise. */
export function storesRepository(context: AreaContext, ownStores?: readonly Store[]): StoresRepository {
  return new StoresArea(context, ownStores);
}

/** A class, not an object of closures: built on every request, and under tsx each named closure is a __name call. */
class StoresArea implements StoresRepository {
  constructor(
    private readonly context: AreaContext,
    private readonly ownStores: readonly Store[] | undefined,
  ) {}

  async listMine() {
    return this.ownStores ? (this.ownStores as Store[]) : listStores(this.context.db, this.context.own);
  }

  async find(storeID: string) {
    const store = await findStore(this.context.db, this.context.read, storeID);
    await this.auditStoreRead(store);
    return store;
  }

  async doctors(storeID: string, page: Page) {
    const { db, read, crossCompany } = this.context;
    if (crossCompany) await this.auditStoreRead(await findStore(db, read, storeID));
    return listDoctors(db, read, storeID, page);
  }

  isDoctor(userID: string, storeID: string) {
    return isDoctorOfStore(this.context.db, this.context.own, userID, storeID);
  }

  async doctor(userID: string) {
    const { db, read, own, crossCompany, audit } = this.context;
    const found = await findCompanyUser(db, read, userID);
    if (!found) return undefined;
    if (crossCompany && found.companyID !== own.companyID) {
      await audit({ patientID: null, storeID: null, companyID: found.companyID });
    }
    return { userID: found.userID, firstName: found.firstName, lastName: found.lastName };
  }

  private async auditStoreRead(store: Store | undefined) {
    if (store && this.context.crossCompany) {
      await this.context.audit({ patientID: null, storeID: store.storeID, companyID: store.companyID });
    }
  }
}
