// In production, unhandled errors of the app reach the server's log (POST /api/v1/logger/frontend)
// so operators see what clerks hit. At most a few reports per page load, each text once, and a
// failed report is dropped: reporting must never cause more errors.
import { requestJson } from '../../dataProvider';

export const MAX_REPORTS_PER_PAGE = 10;

export interface ErrorReport {
  tag: string;
  message: string;
}

export function describeError(tag: string, error: unknown, fallback?: string): ErrorReport {
  if (error instanceof Error) return { tag, message: `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''} @ ${location.pathname}` };
  return { tag, message: `${fallback ?? String(error)} @ ${location.pathname}` };
}

/** Sends reports, each distinct text once, up to the cap; `send` is the call (replaceable in tests). */
export function createReporter(send: (report: ErrorReport) => Promise<unknown> = (r) => requestJson('/api/v1/logger/frontend', { method: 'POST', body: { ...r } })) {
  const seen = new Set<string>();
  return (report: ErrorReport) => {
    const key = `${report.tag}|${report.message}`;
    if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
    seen.add(key);
    send(report).catch(() => undefined);
  };
}

export function installFrontendErrorReporter(target: Window = window, report = createReporter()) {
  target.addEventListener('error', (e) => report(describeError('window.error', e.error, e.message)));
  target.addEventListener('unhandledrejection', (e) => report(describeError('unhandledrejection', e.reason)));
}
