// The next time a cron expression fires after a moment, in the business time zone (cron-parser);
// undefined for an expression that never fires or does not parse (e.g. "0 0 31 2 *").
import { CronExpressionParser } from 'cron-parser';

export function nextFire(cron: string, after: Date, timeZone: string): Date | undefined {
  try {
    return CronExpressionParser.parse(cron, { currentDate: after, tz: timeZone }).next().toDate();
  } catch {
    return undefined;
  }
}

/** The last `count` times the expression fired up to `before`, newest first (demo run history). */
export function previousFires(cron: string, before: Date, timeZone: string, count: number): Date[] {
  const it = CronExpressionParser.parse(cron, { currentDate: before, tz: timeZone });
  return Array.from({ length: count }, () => it.prev().toDate());
}
