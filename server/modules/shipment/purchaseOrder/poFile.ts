// GET /api/v2/po/file/download?po_no=...&format=xlsx|csv: one PO (every line) as the vendor receives
// it, with the total amount summed by the database (exact numeric text, no float).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { one, queryError } from '../../../http/params';
import { writeCsv, writeXlsx, type FileFormat } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { poText } from './messages';

interface Line { po_no: string; po_line: string; vendor: string; mpn: string; maker: string; qty: string; unit_price: string; currency: string; amount: string; request_date: string | null }

export async function sendPoFile(db: Kysely<DB>, req: FastifyRequest, reply: FastifyReply) {
  const locale = req.locale;
  const query = req.query as Record<string, unknown>;
  const unknown = Object.keys(query).find((k) => k !== 'po_no' && k !== 'format');
  if (unknown) throw queryError(locale, unknown, poText(locale, 'fileParams'));
  const poNo = one(query.po_no)?.trim().toUpperCase();
  if (!poNo) throw queryError(locale, 'po_no', poText(locale, 'poNoMissing'));
  const rawFormat = one(query.format) ?? 'xlsx';
  if (rawFormat !== 'xlsx' && rawFormat !== 'csv') throw queryError(locale, 'format', poText(locale, 'fileParams'));
  const format: FileFormat = rawFormat;
  const lines = (await sql<Line>`select p.po_no, p.po_line::text as po_line, v.name as vendor, m.mpn, mf.name as maker, p.qty::text as qty,
      p.unit_price::text as unit_price, p.currency, p.amount::text as amount, p.request_date::text as request_date
    from purchase_order p join vendor v on v.id = p.vendor_id join material m on m.id = p.material_id join manufacturer mf on mf.id = m.manufacturer_id
    where p.po_no = ${poNo} order by p.po_line`.execute(db)).rows;
  if (!lines.length) throw new ApiError(404, poText(locale, 'noPo', { po: poNo }));
  const total = (await sql<{ t: string }>`select coalesce(sum(amount), 0)::text as t from purchase_order where po_no = ${poNo}`.execute(db)).rows[0].t;
  const rows = lines.map((l) => [l.po_no, Number(l.po_line), l.vendor, l.mpn, l.maker, l.qty, l.unit_price, l.currency, l.amount, l.request_date ?? '']);
  rows.push(['', '', '', '', '', '', '', poText(locale, 'total'), total, '']);
  const header = poText(locale, 'header');
  const data = format === 'xlsx' ? writeXlsx(header, rows, poText(locale, 'sheetName')) : writeCsv(header, rows);
  return sendWorkbook(reply, `${poNo}.${format}`, data, format);
}
