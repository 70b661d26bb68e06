// Why a body cannot become an order: routes/order answers it with 400 "Could not create Order". A file of its
// own so the error model's change touches it alone.
/** Why a body cannot become an order: 400 "Could not create Order", with this reason beside it. */
export class OrderRefused extends Error {
  constructor(
    /** The body field at fault ("" for the body as a whole). */
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = "OrderRefused";
  }
}
