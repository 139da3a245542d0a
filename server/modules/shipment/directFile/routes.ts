// Direct shipments' own calls (rule of /shipment/directFile; list, one, create, edit, import and
// export are the declared ones):
//   GET /api/v2/direct/sync      links every row to the customer's EDI 850 of the same PO number
//                                (re-read from our own tables: no supplier system exists here) and
//                                marks it matched or not, in one transaction → { matched, unmatched }
//   GET /api/v2/direct/file/{id} the row's delivery note as an .xlsx file
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { recordEvent } from '../../../records/events';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { writeXlsx } from '../../../importExport/writeSheet';
import { declAccess, pathId } from '../../../records/request';

const NOTE = {
  'en-US': { title: 'Delivery note', head: ['Direct no.', 'Customer', 'Customer PO', 'MPN', 'Quantity', 'Supplier', 'Ship date', 'Carrier', 'Tracking no.'], missing: 'Direct shipment %s does not exist' },
  'zh-CN': { title: '送货单', head: ['直发单号', '客户', '客户 PO', '原厂料号', '数量', '供应商', '发货日期', '承运商', '运单号'], missing: '直发记录 %s 不存在' },
};

export function registerDirectRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('direct_file');

  // A GET because the spec writes it so; it changes rows, so it needs the write rule.
  app.get('/api/v2/direct/sync', access(declAccess(decl, 'write')), async (req) => {
    const user = req.user!;
    const result = await writeTransaction(ctx.db, async (trx) => {
      const changed = (
        await sql<{ id: number; edi850_id: number | null; match_status: string }>`update direct_file d set edi850_id = m.edi850_id,
            match_status = case when m.edi850_id is null then 'unmatched' else 'matched' end, version = d.version + 1, updated_at = now(), updated_by = ${user.name}
          from (select d2.id, (select e.id from edi850 e where e.customer_id = d2.customer_id and e.po_no = d2.po_no order by e.id limit 1) as edi850_id from direct_file d2) m
          where m.id = d.id and d.edi850_id is distinct from m.edi850_id
          returning d.id::int as id, d.edi850_id::int as edi850_id, d.match_status`.execute(trx)
      ).rows;
      for (const row of changed) await recordEvent(trx, { user, resource: decl.name, recordId: row.id, action: 'update', after: row, reason: 'sync with EDI 850' });
      const counts = (await sql<{ matched: number; unmatched: number }>`select count(*) filter (where match_status = 'matched')::int as matched,
          count(*) filter (where match_status <> 'matched')::int as unmatched from direct_file`.execute(trx)).rows[0];
      return { changed: changed.length, ...counts };
    });
    return ok(result);
  });

  app.get('/api/v2/direct/file/:id', access(declAccess(decl, 'read')), async (req, reply) => {
    const locale = req.locale;
    const id = pathId(req, 'id');
    const row = (
      await sql<Record<string, string | number | null>>`select d.file_no, c.name as customer, d.po_no, m.mpn, d.qty::text as qty, d.supplier, to_char(d.ship_date, 'YYYY-MM-DD') as ship_date, d.carrier, d.tracking_no
        from direct_file d join ship_customer c on c.id = d.customer_id join material m on m.id = d.material_id where d.id = ${id}`.execute(ctx.db)
    ).rows[0];
    const words = NOTE[locale];
    if (!row) throw new ApiError(404, words.missing.replace('%s', String(id)));
    const data = writeXlsx(words.head, [[row.file_no, row.customer, row.po_no, row.mpn, Number(row.qty), row.supplier, row.ship_date, row.carrier, row.tracking_no]], words.title);
    const name = `direct_${String(row.file_no).replace(/[^\w-]/g, '_')}.xlsx`;
    return sendWorkbook(reply, name, data);
  });
}
