// PUT /api/v1/bangtai/inbound/status/{id} and /outbound/status/{id} (the spec's "bangtai status edit";
// its path is ours): a pending notice becomes done (received / shipped) or cancelled. Done moves the
// 3PL stock in the same transaction: received adds the lot's quantity, shipped takes it (refused,
// 409 naming the lot, when the lot holds less), and either writes a history row. The notice row is
// locked first, so two edits of one notice give one winner; the loser's stale version or the
// notice's new status refuses it with 409.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { labelIn, optionLabel, type ResourceDeclaration } from '../../../../src/schema';
import type { BangtaiNoticeKind } from '../../../../src/contract/warehouse';
import { recordEvent } from '../../../records/events';
import { lockRecords, updateRecord } from '../../../records/repository';
import { writeTransaction } from '../../../db/retry';
import type { ResourceRow } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { records, staleError } from '../../../records/recordService';
import { declAccess, fieldError, jsonBody, notFound, pathId } from '../../../records/request';
import { bangtaiText } from './messages';

type Trx = Parameters<Parameters<typeof writeTransaction>[1]>[0];

const NOTICES: Record<BangtaiNoticeKind, { decl: string; no: string; done: string; direction: 'in' | 'out' }> = {
  inbound: { decl: 'bangtai_inbound', no: 'inbound_no', done: 'received', direction: 'in' },
  outbound: { decl: 'bangtai_outbound', no: 'outbound_no', done: 'shipped', direction: 'out' },
};

const statusWord = (decl: ResourceDeclaration, value: unknown, req: FastifyRequest) => {
  const option = optionLabel(decl.fields.status, value);
  return option ? labelIn(option, req.locale) : String(value);
};

/** Adds to or takes from the lot; the balance after, or undefined when the lot holds too little. */
async function moveStock(trx: Trx, row: ResourceRow, direction: 'in' | 'out', user: string): Promise<number | undefined> {
  const qty = Number(row.qty);
  if (direction === 'in') {
    const r = await sql<{ qty: string }>`
      insert into bangtai_instock (customer_no, material_id, lot_no, qty, created_by, updated_by)
      values (${row.customer_no}, ${row.material_id}, ${row.lot_no}, ${qty}, ${user}, ${user})
      on conflict (customer_no, material_id, lot_no)
      do update set qty = bangtai_instock.qty + excluded.qty, version = bangtai_instock.version + 1, updated_at = now(), updated_by = excluded.updated_by
      returning qty`.execute(trx);
    return Number(r.rows[0].qty);
  }
  const r = await sql<{ qty: string }>`
    update bangtai_instock set qty = qty - ${qty}, version = version + 1, updated_at = now(), updated_by = ${user}
    where customer_no = ${row.customer_no} and material_id = ${row.material_id} and lot_no = ${row.lot_no} and qty >= ${qty}
    returning qty`.execute(trx);
  return r.rows[0] ? Number(r.rows[0].qty) : undefined;
}

async function shortage(trx: Trx, req: FastifyRequest, row: ResourceRow): Promise<ApiError> {
  const have = await sql<{ qty: string }>`select qty from bangtai_instock where customer_no = ${row.customer_no} and material_id = ${row.material_id} and lot_no = ${row.lot_no}`.execute(trx);
  const mpn = await sql<{ mpn: string }>`select mpn from material where id = ${row.material_id}`.execute(trx);
  const message = bangtaiText(req.locale, 'short', {
    lot: String(row.lot_no),
    mpn: mpn.rows[0]?.mpn ?? String(row.material_id),
    customer: String(row.customer_no),
    have: String(have.rows[0]?.qty ?? 0),
    want: String(row.qty),
  });
  return new ApiError(409, message, [{ field: 'qty', message }]);
}

export function registerBangtaiStatusRoutes(app: FastifyInstance, ctx: FeatureContext) {
  for (const [kind, notice] of Object.entries(NOTICES) as [BangtaiNoticeKind, (typeof NOTICES)[BangtaiNoticeKind]][]) {
    const decl = getResource(notice.decl);
    app.put(`/api/v1/bangtai/${kind}/status/:id`, access(declAccess(decl, 'write')), async (req) => {
      const id = pathId(req, 'id');
      const body = jsonBody(req);
      const locale = req.locale;
      const choices = [notice.done, 'cancelled'];
      if (!choices.includes(String(body.status))) throw fieldError('status', bangtaiText(locale, 'badStatus', { choices: choices.join(', ') }));
      const version = body.version === undefined ? undefined : Number(body.version);
      if (version !== undefined && !Number.isInteger(version)) throw fieldError('version', bangtaiText(locale, 'badVersion', undefined));
      const user = req.user!;
      const updated = await writeTransaction(ctx.db, async (trx) => {
        const [row] = await lockRecords(trx, decl, [id]);
        if (!row) throw notFound(req, decl, id);
        if (version !== undefined && version !== Number(row.version)) throw staleError(req, decl);
        if (row.status !== 'pending') throw new ApiError(409, bangtaiText(locale, 'notPending', { no: String(row[notice.no]), status: statusWord(decl, row.status, req) }));
        const done = body.status === notice.done;
        if (done) {
          const balance = await moveStock(trx, row, notice.direction, user.name);
          if (balance === undefined) throw await shortage(trx, req, row);
          const signed = notice.direction === 'in' ? Number(row.qty) : -Number(row.qty);
          await sql`insert into bangtai_history (moved_at, direction, doc_no, customer_no, material_id, lot_no, qty, balance, created_by, updated_by)
            values (now(), ${notice.direction}, ${row[notice.no]}, ${row.customer_no}, ${row.material_id}, ${row.lot_no}, ${signed}, ${balance}, ${user.name}, ${user.name})`.execute(trx);
        }
        const after = await updateRecord(trx, decl, id, Number(row.version), { status: body.status, ...(done ? { done_at: new Date().toISOString() } : {}) }, user.name);
        if (!after) throw staleError(req, decl);
        await recordEvent(trx, { user, resource: decl.name, recordId: id, action: 'update', before: row, after, reason: `status: ${String(body.status)}` });
        return after;
      });
      return ok(await records(req, decl, ctx.db).answer(updated));
    });
  }
}
