// Demo monitoring: five functions (demoRows) and a week of their logs. Each function's latest log
// is a real run of its check over the seeded data; the earlier ones are the week before it (runs at
// their schedule times, a few alerts and one error, the older alerts acknowledged), so the log list
// reads like a working system on a fresh start.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { runMonitoringFunction } from './execute';

export const functionRows = [
  {
    code: 'ASN-01',
    name: 'ASNs shipped without 856',
    check: 'asn_shipped_without_856',
    enabled: true,
    threshold: 0,
    frequency: 'daily_0800',
    mail_group: 'EDI support',
    remark: 'Customers on EDI expect the 856 the day the goods leave the 3PL warehouse.',
  },
  { code: 'EDI-02', name: 'EDI outbox stuck > 1 h', check: 'edi_outbox_stuck', enabled: true, threshold: 0, frequency: 'hourly', mail_group: 'EDI support' },
  { code: 'INV-01', name: 'Stock groups with negative on-hand', check: 'negative_stock', enabled: true, threshold: 0, frequency: 'every_4_hours', mail_group: 'Warehouse control' },
  { code: 'SYS-01', name: 'Schedules that failed last run', check: 'schedule_failed', enabled: true, threshold: 0, frequency: 'workdays_0900', mail_group: 'IT operations' },
  {
    code: 'PRC-01',
    name: 'Price drafts waiting > 3 days',
    check: 'price_draft_waiting',
    enabled: false,
    threshold: 2,
    frequency: 'weekly_monday',
    mail_group: 'Pricing team',
    remark: 'Switched off during the year-end price review; the auditors clear the queue weekly.',
  },
];

type Past = { days: number; hour: number; result: 'ok' | 'alert' | 'error'; found: number; ack?: [string, string]; message?: string };

/** The week before each function's latest run, oldest first. */
const HISTORY: Record<string, Past[]> = {
  'ASN-01': [
    { days: 6, hour: 8, result: 'alert', found: 3, ack: ['op', 'Jusda confirmed the 856s were sent by their portal; resent from EDI on Monday.'] },
    { days: 5, hour: 8, result: 'alert', found: 2, ack: ['op', 'Two ASNs of Luxshare waiting for the carrier POD.'] },
    { days: 4, hour: 8, result: 'ok', found: 0 },
    { days: 3, hour: 8, result: 'ok', found: 0 },
    { days: 1, hour: 8, result: 'alert', found: 1 },
  ],
  'EDI-02': [
    { days: 6, hour: 14, result: 'ok', found: 0 },
    { days: 5, hour: 2, result: 'error', found: 0, message: 'canceling statement due to statement timeout' },
    { days: 4, hour: 11, result: 'alert', found: 4, ack: ['op', 'Gateway certificate renewed; the interchanges left at 11:40.'] },
    { days: 2, hour: 16, result: 'ok', found: 0 },
  ],
  'INV-01': [
    { days: 6, hour: 4, result: 'ok', found: 0 },
    { days: 4, hour: 12, result: 'alert', found: 1, ack: ['manager', 'Write-off of reel 2611-07 booked twice; reversed in the write-off screen.'] },
    { days: 3, hour: 8, result: 'ok', found: 0 },
    { days: 1, hour: 16, result: 'ok', found: 0 },
  ],
  'SYS-01': [
    { days: 5, hour: 9, result: 'alert', found: 1, ack: ['op', 'EDI outbox watch failed on the stale 855; the gateway took it later.'] },
    { days: 2, hour: 9, result: 'ok', found: 0 },
  ],
  'PRC-01': [{ days: 7, hour: 7, result: 'alert', found: 5, ack: ['manager', 'Year-end review: drafts wait for the new price list; function switched off.'] }],
};

export async function seedMonitoringLogs(db: Kysely<DB>) {
  const fns = (await sql<{ id: number; code: string; threshold: number }>`select id::int as id, code, threshold::int as threshold from monitoring_function order by code`.execute(db)).rows;
  for (const fn of fns) {
    for (const h of HISTORY[fn.code] ?? []) {
      const started = sql`date_trunc('hour', now()) - make_interval(days => ${h.days}) + make_interval(hours => ${h.hour} - extract(hour from now())::int)`;
      await sql`insert into monitoring_log (function_id, result, found_count, threshold, started_at, finished_at, trigger, triggered_by, message, found_rows,
          acknowledged, acknowledged_by, acknowledged_at, ack_note, created_by, updated_by, created_at, updated_at)
        values (${fn.id}, ${h.result}, ${h.found}, ${fn.threshold}, ${started}, ${started} + interval '1.4 seconds', 'schedule', null, ${h.message ?? null}, '[]'::jsonb,
          ${!!h.ack}, ${h.ack?.[0] ?? null}, ${h.ack ? sql`${started} + interval '3 hours'` : null}, ${h.ack?.[1] ?? null}, 'system', ${h.ack?.[0] ?? 'system'}, ${started}, ${started})`.execute(db);
    }
    await runMonitoringFunction(db, { functionId: fn.id, trigger: 'schedule', user: null });
  }
}
