// "Today" is the business day where the business is, not in UTC: in China (Asia/Shanghai, UTC+8) the
// UTC date is still yesterday until 08:00. Server date defaults (the route amount query, the price
// check, snapshots, a receipt's date) use businessToday(); the zone is BUSINESS_TZ (server/config.ts),
// set once at start, and also handed to the browser in /config.js for the route date segments.

export const DEFAULT_BUSINESS_TZ = 'Asia/Shanghai';

/** Whether `zone` is an IANA time zone this runtime knows (e.g. Asia/Shanghai, Europe/Berlin, UTC). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let zone = process.env.BUSINESS_TZ && isTimeZone(process.env.BUSINESS_TZ) ? process.env.BUSINESS_TZ : DEFAULT_BUSINESS_TZ;
const formats = new Map<string, Intl.DateTimeFormat>();

/** Sets the business time zone (main.ts, from BUSINESS_TZ once checked by loadConfig). */
export function setBusinessTimeZone(next: string): void {
  if (!isTimeZone(next)) throw new Error(`BUSINESS_TZ must be an IANA time zone such as Asia/Shanghai (got "${next}")`);
  zone = next;
}

export const businessTimeZone = () => zone;

/** The calendar day (YYYY-MM-DD) that `at` falls on in the business time zone. */
export function businessDay(at: Date, timeZone: string = zone): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** Today's business day (YYYY-MM-DD). */
export const businessToday = (): string => businessDay(new Date());
