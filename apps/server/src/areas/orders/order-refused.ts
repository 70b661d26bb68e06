// The area's refusal, in a file of its own so that the one error model (issue 18 point 2) replaces it here alone.
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
