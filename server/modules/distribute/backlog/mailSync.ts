// Sync backlog from mail (GET /api/v1/backlog/sync-mail?family=): every backlog spreadsheet received by
// mail and not synced yet becomes a backlog upload (number BLK-MAIL-{id}, dated the day received, the
// family's defaults), read by the import machinery and assigned as an upload is; a mail whose file has
// problems keeps them (error) and is synced all the same, so it is not read again. Each mail in its own
// transaction. Answers what each mail became; GET /api/v1/backlog/mail lists the mails.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import type { Family } from '../../../../src/resources/distribute/forecast/model/wire';
import type { FeatureContext } from '../../../featureContext';
import { ApiError } from '../../../http/errors';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { weekOf } from '../forecast/importSheet';

const HEADERS: Record<string, string> = {
  'order no.': 'order_no', 'order no': 'order_no', order_no: 'order_no', 订单号: 'order_no', customer: 'customer', 客户: 'customer',
  cpn: 'cpn', 客户料号: 'cpn', mpn: 'mpn', 原厂料号: 'mpn', quantity: 'qty', qty: 'qty', 数量: 'qty', 'request date': 'request_date', request_date: 'request_date', 需求日期: 'request_date',
};

/** The rows of a backlog spreadsheet (Order no., Customer, CPN, MPN, Quantity, Request date). */
export function backlogRows(data: Buffer, locale: string): Record<string, string>[] {
  const sheet = readSheet(data, 'xlsx', locale === 'zh-CN' ? 'zh-CN' : 'en-US');
  const cols = sheet.header.map((c) => HEADERS[String(cellValue(c) ?? '').trim().toLowerCase()]);
  return sheet.rows.map((r) => {
    const out: Record<string, string> = {};
    cols.forEach((c, i) => {
      const v = cellValue(r.cells[i]);
      if (!c || v === null || String(v).trim() === '') return;
      out[c] = c === 'request_date' ? (weekOf(v, sheet.date1904) ?? String(v)) : String(v).trim();
    });
    return out;
  });
}

type Upload = (ctx: FeatureContext, req: FastifyRequest, family: Family, body: Record<string, unknown>) => Promise<{ no: string; assigned: number; unassigned: number }>;

export async function syncBacklogMail(ctx: FeatureContext, req: FastifyRequest, family: Family, upload: Upload) {
  const waiting = await sql<{ id: number; file_name: string; content: Buffer; received: string }>`select id::int as id, file_name, content,
      to_char(received_at, 'YYYY-MM-DD') as received from backlog_mail where family = ${family} and synced_at is null order by id`.execute(ctx.db);
  const out: { mail: number; file: string; backlog?: string; assigned?: number; unassigned?: number; error?: string }[] = [];
  for (const m of waiting.rows) {
    const no = `BLK-MAIL-${m.id}`;
    try {
      const r = await upload(ctx, req, family, { no, backlog_date: m.received, filename_zjr: m.file_name, backlogs: backlogRows(Buffer.from(m.content), req.locale) });
      await sql`update backlog_mail set synced_at = now(), synced_by = ${req.user!.name}, backlog_id = (select id from backlog where no = ${no}), error = null where id = ${m.id}`.execute(ctx.db);
      out.push({ mail: m.id, file: m.file_name, backlog: r.no, assigned: r.assigned, unassigned: r.unassigned });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      await sql`update backlog_mail set synced_at = now(), synced_by = ${req.user!.name}, error = ${e.message} where id = ${m.id}`.execute(ctx.db);
      out.push({ mail: m.id, file: m.file_name, error: e.message });
    }
  }
  return { synced: out.length, mails: out };
}

/** Demo: one backlog mail waiting per family, its spreadsheet made from the family's open order demand. */
export async function seedBacklogMail(db: FeatureContext['db']) {
  for (const family of ['noncf', 'cf', 'nonti'] as Family[]) {
    const lines = await sql<{ order_no: string; customer: string; cpn: string | null; mpn: string; qty: string; request_date: string }>`
      select l.order_no, c.code as customer, l.cpn, l.mpn, l.qty::text as qty, to_char(l.request_date, 'YYYY-MM-DD') as request_date
      from backlog b join backlog_line l on l.backlog_id = b.id join ship_customer c on c.id = l.customer_id
      where b.family = ${family} and b.backlog_date = date_trunc('week', current_date)::date order by l.line_no limit 40`.execute(db);
    if (!lines.rows.length) continue;
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Order no.', 'Customer', 'CPN', 'MPN', 'Quantity', 'Request date'],
      ...lines.rows.map((l) => [l.order_no, l.customer, l.cpn ?? '', l.mpn, Number(l.qty), l.request_date])]), 'Backlog');
    const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await sql`insert into backlog_mail (family, sender, subject, file_name, content)
      values (${family}, 'planning@customer.example.com', ${`Open orders ${family.toUpperCase()} this week`}, ${`ZJR_${family}_mail.xlsx`}, ${content})`.execute(db);
  }
}
