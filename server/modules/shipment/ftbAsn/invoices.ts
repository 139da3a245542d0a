// POST /api/v2/ftb_asn/exist: which invoice numbers are taken (by an FTB ASN or an ASN), for the
// screen's warning as one types. POST /api/v2/ftb_asn/invoice_no: give open FTB ASNs their invoice
// numbers, all or none in one transaction: each 400 names its row, a taken or repeated number is
// refused, a changed or closed FTB ASN is a 409; the unique index settles two clerks racing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FTB_CALL_ACCESS, FTB_PATHS, ftbAsn, type FtbExistAnswer, type FtbInvoiceNoItem } from '../../../../src/resources/shipment/ftbAsn/model';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion, MAX_LIST_IDS } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { recordEvent } from '../../../records/events';
import { fieldError, idValue, jsonBody } from '../../../records/request';
import { MAX_BULK_ITEMS } from '../../../records/items';
import type { ResourceRow } from '../../../db/types';
import { lockFtb, refuseClosedOrStale } from './core';
import { ftbText } from './words';

const INVOICE = /^[A-Z0-9][A-Z0-9_-]{0,29}$/;
const what = (req: FastifyRequest) => ftbText(req.locale, 'what');

/** The numbers asked: `invoice_no` (one or a list) or a bare list; upper-cased as they are stored. */
function numbersOf(req: FastifyRequest): string[] {
  const body = req.body;
  const raw = Array.isArray(body) ? body : jsonBody(req).invoice_no;
  const list = (Array.isArray(raw) ? raw : [raw]).map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v));
  if (!list.length || list.length > MAX_LIST_IDS || list.some((v) => typeof v !== 'string' || !v || Buffer.byteLength(v) > 30)) throw fieldError('invoice_no', ftbText(req.locale, 'existBody'));
  return [...new Set(list as string[])];
}

export function registerInvoiceRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.post(FTB_PATHS.exist, access({ rule: FTB_CALL_ACCESS.read, action: 'read', what }), async (req) => {
    const numbers = numbersOf(req);
    const [ftb, asn] = await Promise.all([
      sql<{ invoice_no: string; id: number; ftb_no: string }>`select invoice_no, id::int as id, ftb_no from ftb_asn where invoice_no = any(${sql.val(numbers)}::text[]) order by invoice_no`.execute(ctx.db),
      sql<{ invoice_no: string; id: number }>`select invoice_no, id::int as id from asn_order where invoice_no = any(${sql.val(numbers)}::text[]) order by invoice_no`.execute(ctx.db),
    ]);
    const exist = numbers.filter((n) => ftb.rows.some((r) => r.invoice_no === n) || asn.rows.some((r) => r.invoice_no === n));
    return ok({ exist, ftb: ftb.rows, asn: asn.rows } satisfies FtbExistAnswer);
  });

  app.post(FTB_PATHS.invoiceNo, access({ rule: FTB_CALL_ACCESS.edit, action: 'write', what }), async (req) => {
    const locale = req.locale;
    const body = req.body;
    const list = Array.isArray(body) ? body : jsonBody(req).items;
    if (!Array.isArray(list) || !list.length || list.length > MAX_BULK_ITEMS) throw fieldError('items', ftbText(locale, 'invoiceItems'));
    const seen = new Map<string, number>();
    const items: (FtbInvoiceNoItem & { row: number })[] = list.map((raw, i) => {
      const row = i + 1;
      const item = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
      const id = idValue(item.id);
      if (id === undefined) throw fieldError('id', ftbText(locale, 'notFound', { id: String(item.id) }), row);
      const no = typeof item.invoice_no === 'string' ? item.invoice_no.trim().toUpperCase() : '';
      if (!INVOICE.test(no)) throw fieldError('invoice_no', ftbText(locale, 'invoiceBad'), row);
      if (seen.has(no)) throw fieldError('invoice_no', ftbText(locale, 'invoiceTwice', { no }), row);
      seen.set(no, row);
      let version: number | undefined;
      try {
        version = bodyVersion(locale, item.version);
      } catch (e) {
        throw fieldError('version', (e as Error).message, row);
      }
      return { id, invoice_no: no, version, row };
    });
    const rows = await writeTransaction(ctx.db, async (trx) => {
      const taken = await sql<{ invoice_no: string; id: number | null }>`select invoice_no, id::int as id from ftb_asn where invoice_no = any(${sql.val([...seen.keys()])}::text[])
        union all select invoice_no, null from asn_order where invoice_no = any(${sql.val([...seen.keys()])}::text[])`.execute(trx);
      const out: ResourceRow[] = [];
      for (const item of [...items].sort((a, b) => a.id - b.id)) {
        const other = taken.rows.find((r) => r.invoice_no === item.invoice_no && r.id !== item.id);
        if (other) throw fieldError('invoice_no', ftbText(locale, 'invoiceTaken', { no: item.invoice_no }), item.row);
        const before = await lockFtb(trx, req, item.id);
        refuseClosedOrStale(req, before, item.version);
        const after = (await sql<ResourceRow>`update ftb_asn set invoice_no = ${item.invoice_no}, version = version + 1, updated_at = now(), updated_by = ${req.user!.name} where id = ${item.id} returning *`.execute(trx)).rows[0];
        await recordEvent(trx, { user: req.user, resource: ftbAsn.name, recordId: item.id, action: 'update', before, after, reason: 'invoice number' });
        out.push(after);
      }
      return out;
    }).catch((err) => {
      if ((err as { code?: string }).code === '23505') throw new ApiError(409, ftbText(locale, 'invoiceTaken', { no: items.map((i) => i.invoice_no).join(', ') }));
      throw err;
    });
    return ok({ list: rows.map((r) => ({ id: Number(r.id), invoice_no: r.invoice_no, version: Number(r.version) })) });
  });
}
