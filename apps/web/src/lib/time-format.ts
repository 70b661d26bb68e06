// The one way the app writes times and dates: the browser's locale and time zone, so a clinic reads its own
// clock. Every screen formats through here.
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "3:45 PM" or "15:45", as the browser's locale writes a time of day. */
export function formatTime(at: number | Date): string {
  return timeFormat.format(at);
}

/** A date with its time of day, e.g. "Mar 3, 2026, 3:45 PM". */
export function formatDateTime(at: number | Date | string): string {
  return dateTimeFormat.format(typeof at === "string" ? new Date(at) : at);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A calendar date, e.g. "Mar 3, 2026". */
export function formatDate(at: number | Date | string): string {
  return dateFormat.format(typeof at === "string" ? new Date(at) : at);
}

const numericDateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "numeric", day: "numeric" });

/** A calendar date in digits, e.g. "3/3/2026": where a phone has room for little. */
export function formatNumericDate(at: number | Date | string): string {
  return numericDateFormat.format(typeof at === "string" ? new Date(at) : at);
}
