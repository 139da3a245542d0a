// Run-time configuration. One build serves every environment: the server that serves the app
// also serves /config.js, which sets window.__APP_CONFIG__ before the bundle runs.

export interface AppConfig {
  /** Origin of the API, e.g. https://api.example.com; empty means the page's own origin. */
  apiOrigin?: string;
  /** The zone whose calendar day is "today" (the server's BUSINESS_TZ), e.g. Asia/Shanghai. */
  businessTimeZone?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}

/** The API origin without a trailing slash ('' = same origin). */
export function apiOrigin(): string {
  const origin = typeof window === 'undefined' ? '' : (window.__APP_CONFIG__?.apiOrigin ?? '');
  return origin.replace(/\/+$/, '');
}

/** Absolute (or same-origin) URL of an API path such as /api/v1/bg. */
export function apiUrl(path: string): string {
  return apiOrigin() + (path.startsWith('/') ? path : `/${path}`);
}

/** "Today" is the business day where the business is, not the UTC date (yesterday in China before 08:00). */
export const DEFAULT_BUSINESS_TZ = 'Asia/Shanghai';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day format of a zone (en-CA writes YYYY-MM-DD); undefined for a zone this browser does not know. */
function dayFormat(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return undefined;
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The business time zone the server hands out in /config.js, else the default. */
export function businessTimeZone(): string {
  const zone = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__?.businessTimeZone;
  return zone && dayFormat(zone) ? zone : DEFAULT_BUSINESS_TZ;
}

/** The business day (YYYY-MM-DD) `at` falls on: route date segments and date defaults use it for "today". */
export function businessToday(at: Date = new Date(), timeZone: string = businessTimeZone()): string {
  return (dayFormat(timeZone) ?? (dayFormat(DEFAULT_BUSINESS_TZ) as Intl.DateTimeFormat)).format(at);
}

// Constants from the spec (document 1 section 9, document 3 section 9).

/** Every API call gives up after 5 minutes. */
export const HTTP_TIMEOUT_MS = 300_000;
/**
 * A read the server was briefly too busy for (429, or 503 with Retry-After) is sent once more after
 * the wait the server asks for, but never later than this: the user is looking at a spinner.
 */
export const BUSY_RETRY_MAX_WAIT_MS = 2_000;
/**
 * Document 000: "POST bodies are sent as multipart form data". On, a POST body goes as a form whenever
 * a form carries it unchanged: all its values are texts (the server reads every field as text,
 * docs/api-contract.md); a body holding numbers, booleans, null, lists or objects keeps JSON, whose
 * types a hand-written route reads. Off, every body is JSON (creating a record still posts a form).
 */
export const POST_BODIES_AS_FORMS = true;
/** List defaults; the API refuses pages larger than MAX_PAGE_SIZE. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
/** The idle guard fires after one hour without keyboard, mouse or touch events. */
export const IDLE_TIMEOUT_MS = 3_600_000;
/** A lazily loaded page that takes longer fails with 'Loading chunk failed'. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Single-sign-on cookies live one hour; the helper cookie is cleared after two. */
export const SSO_COOKIE_LIFETIME_MS = 3_600_000;
export const SSO_HELPER_COOKIE_MAX_AGE_MS = 7_200_000;
/** The version cookie is valid for 7 days. */
export const VERSION_COOKIE_LIFETIME_MS = 604_800_000;
/** Notifications: success toasts last 3 s (exports 5 s); at most 5 shown at once. */
export const SUCCESS_TOAST_MS = 3_000;
export const EXPORT_TOAST_MS = 5_000;
export const MAX_NOTIFICATIONS = 5;
