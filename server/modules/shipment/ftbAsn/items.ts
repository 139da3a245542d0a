// POST /api/v2/ftb_asn/item (a new item) and PUT /api/v2/ftb_asn/item/{id} (a change of one):
// manage-ftb-edit proposes, nothing changes on the FTB ASN's items yet. The proposal is checked by the
// items' declared rules (400 naming the field), then, in one transaction with the FTB ASN locked: open
// (409), at the version the editor saw (409), one change waiting per item (409, also a unique index
// for two editors racing), at most 150 items; it is stored with an audit item in the FTB item-change
// queue, where manage-ftb-review agrees (./outcomes.ts applies it) or refuses it with a memo.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { FTB_MAX_ITEMS, FTB_PATHS, FTB_CALL_ACCESS, ftbAsn, type FtbItemChange } from '../../../../src/resources/shipment/ftbAsn/model';
import { lineDeclaration, validateRecord } from '../../../../src/schema';
import type { DB, ResourceRow } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { recordEvent } from '../../../records/events';
import { fieldError, idValue, jsonBody, pathId } from '../../../records/request';
import { raiseAuditItems } from '../../events/auditItem/outcomes';
import { lockFtb, refreshHeader, refuseClosedOrStale } from './core';
import { ftbText } from './words';

export const ITEM_FIELDS = ['material_id', 'cpn', 'order_no', 'po_line', 'qty', 'price', 'remark'] as const;
const itemDecl = lineDeclaration(ftbAsn, 'items');

const edit = access({ rule: FTB_CALL_ACCESS.edit, action: 'write', what: (req) => ftbText(req.locale, 'what') });

/** The proposal's item fields, checked by the declared line rules (all of them for a new item). */
async function checkProposal(req: FastifyRequest, body: Record<string, unknown>, partial: boolean, db: FeatureContext['db']) {
  // A clerk names the part by its MPN; the material's id is looked up.
  if (body.material_id === undefined && typeof body.mpn === 'string' && body.mpn.trim()) {
    const found = (await sql<{ id: number }>`select id::int as id from material where upper(mpn) = ${body.mpn.trim().toUpperCase()} limit 1`.execute(db)).rows[0];
    if (!found) throw fieldError('mpn', ftbText(req.locale, 'noMpn', { mpn: body.mpn.trim() }));
    body = { ...body, material_id: found.id };
  }
  const given = Object.fromEntries(ITEM_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
  const checked = await validateRecord(itemDecl, given, { locale: req.locale, partial });
  if (!checked.ok) throw new ApiError(400, checked.errors[0].message, checked.errors);
  return Object.fromEntries(ITEM_FIELDS.filter((f) => f in given).map((f) => [f, checked.value[f] ?? null]));
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** Values as stored or sent compared alike: 1.5, "1.500000" and 1.5 are one price; 12 and "12" one id. */
const norm = (v: unknown) => {
  const s = text(v);
  return /^\d+\.\d+$/.test(s) ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
};
const same = (a: unknown, b: unknown) => norm(a) === norm(b);

async function mpnOf(trx: Transaction<DB>, id: unknown) {
  return (await sql<{ mpn: string }>`select mpn from material where id = ${Number(id)}`.execute(trx)).rows[0]?.mpn ?? String(id);
}

async function customerOf(trx: Transaction<DB>, ftb: ResourceRow) {
  return (await sql<{ name: string | null }>`select name from ship_customer where id = ${ftb.ship_customer_id ?? null}`.execute(trx)).rows[0]?.name ?? null;
}

async function store(trx: Transaction<DB>, req: FastifyRequest, ftb: ResourceRow, change: { item_id: number | null; kind: 'add' | 'change'; before: Record<string, unknown> | null; after: Record<string, unknown>; reason: string; mpn: string; qty: unknown; price: unknown }) {
  const user = req.user!;
  const [auditId] = await raiseAuditItems(
    trx,
    [{ queue: 'ftb_item_modify', invoice_no: String(ftb.invoice_no ?? ftb.ftb_no), supplier: String(ftb.supplier_account), customer: await customerOf(trx, ftb), mpn: change.mpn, qty: text(change.qty) || null, price: text(change.price) || null, currency: String(ftb.currency), reason: change.reason }],
    user.name,
  );
  const row = (
    await sql<FtbItemChange>`insert into ftb_item_change (ftb_asn_id, item_id, kind, before, after, audit_item_id, created_by)
      values (${Number(ftb.id)}, ${change.item_id}, ${change.kind}, ${change.before ? JSON.stringify(change.before) : null}::jsonb, ${JSON.stringify(change.after)}::jsonb, ${auditId}, ${user.name})
      returning id::int as id, ftb_asn_id::int as ftb_asn_id, item_id::int as item_id, kind, before, after, status::int as status, audit_item_id::int as audit_item_id, null as audit_memo, created_by, created_at, decided_by, decided_at`.execute(trx)
  ).rows[0];
  const after = await refreshHeader(trx, Number(ftb.id), user.name);
  await recordEvent(trx, { user, resource: ftbAsn.name, recordId: Number(ftb.id), action: 'update', before: ftb, after: { ...after, proposed: row }, reason: `item ${change.kind} proposed` });
  return row;
}

/** A unique-index refusal (two editors raced on one item) is the same 409 as the check's. */
function raced(req: FastifyRequest, ftbNo: string, line: number) {
  return (err: unknown) => {
    if ((err as { code?: string }).code === '23505') throw new ApiError(409, ftbText(req.locale, 'changeWaiting', { ftb: ftbNo, line }));
    throw err;
  };
}

export function registerItemRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.post(FTB_PATHS.item, edit, async (req) => {
    const body = jsonBody(req);
    const ftbId = idValue(body.ftb_asn_id);
    if (ftbId === undefined) throw fieldError('ftb_asn_id', ftbText(req.locale, 'notFound', { id: text(body.ftb_asn_id) }));
    const version = bodyVersion(req.locale, body.version);
    const values = await checkProposal(req, body, false, ctx.db);
    const row = await writeTransaction(ctx.db, async (trx) => {
      const ftb = await lockFtb(trx, req, ftbId);
      refuseClosedOrStale(req, ftb, version);
      const adds = Number((await sql<{ n: number }>`select count(*)::int as n from ftb_item_change where ftb_asn_id = ${ftbId} and status = 1 and kind = 'add'`.execute(trx)).rows[0].n);
      if (Number(ftb.item_count) + adds + 1 > FTB_MAX_ITEMS) throw fieldError('ftb_asn_id', ftbText(req.locale, 'tooMany', { max: FTB_MAX_ITEMS }));
      const mpn = await mpnOf(trx, values.material_id);
      const reason = `${ftb.ftb_no}: ${ftbText('en-US', 'addReason', { mpn, qty: text(values.qty), price: text(values.price) })}`;
      return store(trx, req, ftb, { item_id: null, kind: 'add', before: null, after: values, reason, mpn, qty: values.qty, price: values.price });
    });
    return ok(row);
  });

  app.put<{ Params: { id: string } }>(`${FTB_PATHS.item}/:id`, edit, async (req) => {
    const itemId = pathId(req, 'id');
    const body = jsonBody(req);
    const version = bodyVersion(req.locale, body.version);
    const values = await checkProposal(req, body, true, ctx.db);
    const row = await writeTransaction(ctx.db, async (trx) => {
      const owner = (await sql<{ ftb_asn_id: number }>`select ftb_asn_id::int as ftb_asn_id from ftb_asn_item where id = ${itemId}`.execute(trx)).rows[0];
      if (!owner) throw new ApiError(404, ftbText(req.locale, 'itemNotFound', { id: String(itemId) }));
      const ftb = await lockFtb(trx, req, owner.ftb_asn_id);
      refuseClosedOrStale(req, ftb, version);
      const item = (await sql<ResourceRow>`select * from ftb_asn_item where id = ${itemId}`.execute(trx)).rows[0];
      const line = Number(item.line_no);
      if (item.change_pending === true) throw new ApiError(409, ftbText(req.locale, 'changeWaiting', { ftb: String(ftb.ftb_no), line }));
      const changed = Object.keys(values).filter((f) => !same(item[f], values[f]));
      if (!changed.length) throw fieldError(ITEM_FIELDS.find((f) => f in values) ?? 'qty', ftbText(req.locale, 'nothingChanged'));
      const before = Object.fromEntries(changed.map((f) => [f, item[f] ?? null]));
      const after = Object.fromEntries(changed.map((f) => [f, values[f]]));
      const show = async (f: string, v: unknown) => (f === 'material_id' ? mpnOf(trx, v) : text(v) || '—');
      const parts = (await Promise.all(changed.map(async (f) => `${f} ${await show(f, before[f])} → ${await show(f, after[f])}`))).join('; ');
      const mpn = await mpnOf(trx, after.material_id ?? item.material_id);
      await sql`update ftb_asn_item set change_pending = true where id = ${itemId}`.execute(trx);
      const reason = `${ftb.ftb_no}: ${ftbText('en-US', 'changeReason', { line, parts })}`;
      return store(trx, req, ftb, { item_id: itemId, kind: 'change', before, after, reason, mpn, qty: after.qty ?? item.qty, price: after.price ?? item.price }).catch(raced(req, String(ftb.ftb_no), line));
    });
    return ok(row);
  });
}
