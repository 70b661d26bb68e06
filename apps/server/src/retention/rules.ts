// The privacy policy's retention (spec 000: "3 years after the end of the relationship (blocked data), 4 years
// for tax purposes, 6 years for commercial purposes"), as the periods and the dates they end at. The spec does not
// say when a relationship ends: here, a year with nothing done for the patient and no order open
// (docs/decisions.md "Retention: when a relationship ends").
import type { OrderStatus } from "@solerx/domain/common";

export const RETENTION_YEARS = {
  /** Nothing done for the patient for this long (and no order open): the relationship has ended. */
  relationshipEnds: 1,
  /** Blocked (kept, not shown or editable) this long after the relationship ended, then purged. */
  blocked: 3,
  /** The tax (4) and commercial (6) periods: an order is kept until the longer one has passed. */
  orders: Math.max(4, 6),
} as const;

/** An order still being made or on its way to being made: its patient's relationship has not ended. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ["Processing", "Fabricating"];

/** The same instant `years` calendar years earlier (UTC; 29 February goes to 28 February in a common year). */
export function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

export interface RetentionCutoffs {
  /** A patient whose last activity is older than this (and no order open) is blocked. */
  block: Date;
  /** ... and older than this, purged. */
  purge: Date;
  /** An order whose last change is older than this (and is not open) is past its tax and commercial periods. */
  orders: Date;
}

export function retentionCutoffs(now: Date): RetentionCutoffs {
  return {
    block: yearsBefore(now, RETENTION_YEARS.relationshipEnds),
    purge: yearsBefore(now, RETENTION_YEARS.relationshipEnds + RETENTION_YEARS.blocked),
    orders: yearsBefore(now, RETENTION_YEARS.orders),
  };
}
