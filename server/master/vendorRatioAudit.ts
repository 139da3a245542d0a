// PUT /api/v2/vendor-ratio/audit: agree or refuse pending vendor ratios (see vendorRatio.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { RATIO_AUDIT_PERMISSION } from '../../src/resources/basic/hr/vendorRatio';
import { kindOf, type Locale, type ResourceDeclaration } from '../../src/schema';
import { localeOf } from '../auth/guard';
import { recordEvent } from '../crud/events';
import { attachReferenceTitles } from '../crud/referenceTitles';
import { getRecord, updateRecord } from '../crud/repository';
import { writeTransaction } from '../db/retry';
import type { FeatureContext } from '../features';
import { guardOf } from '../fields/guard';
import { ApiError, ok } from '../http/errors';
import { mt } from './shared/messages';
import { fieldError, guard, jsonBody, requirePermission } from './shared/request';
import { itemsOf } from './shared/items';

const PENDING = '1';
const AGREED = '2';
const REFUSED = '3';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The field's own rule (its byte cap) on a value: read-only fields are not in the record schema. */
async function fieldProblem(decl: ResourceDeclaration, name: string, value: unknown, locale: Locale): Promise<string | undefined> {
  const field = decl.fields[name];
  try {
    await kindOf(field).rule(field, { locale, label: locale === 'zh-CN' ? field.label.zh : field.label.en }).validate(value);
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

async function audit(ctx: FeatureContext, req: FastifyRequest, decl: ResourceDeclaration) {
  const locale = localeOf(req);
  const body = jsonBody(req);
  const status = String(body.audit_status ?? '');
  if (status !== AGREED && status !== REFUSED) throw fieldError('audit_status', mt(locale, 'auditStatus'));
  const items = itemsOf(req);
  const memos = new Map<number, string>();
  for (const [i, item] of items.entries()) {
    const id = Number(item.id);
    if (!Number.isSafeInteger(id) || id < 1) throw fieldError('id', mt(locale, 'badId', { param: 'id' }), i + 1);
    const memo = text(item.audit_memo) || text(body.audit_memo);
    const memoError = await fieldProblem(decl, 'audit_memo', memo || null, locale);
    if (memoError) throw fieldError('audit_memo', memoError, i + 1);
    memos.set(id, memo);
  }
  const user = req.user!;
  const audited = await writeTransaction(ctx.db, async (trx) => {
    // Locked, so two auditors cannot both act on the same pending item.
    const pending = await sql<{ id: number; period: string; vendor: string; updated_by: string | null }>`
      select r.id, r.period, v.name as vendor, r.updated_by from vendor_ratio r join vendor v on v.id = r.vendor_id
      where r.id in (${sql.join([...memos.keys()])}) and r.audit_status = ${PENDING} order by r.id for update of r`.execute(trx);
    if (!pending.rows.length) throw new ApiError(400, mt(locale, 'noPendingAudit'));
    // Four eyes: whoever last changed a ratio (any write sets updated_by) may not agree or refuse it.
    const own = pending.rows.filter((r) => r.updated_by === user.name);
    if (own.length) throw new ApiError(403, mt(locale, 'ownRatios', { items: own.map((r) => `${r.vendor} ${r.period}`).join(', ') }));
    if (status === REFUSED) {
      const without = pending.rows.filter((r) => !memos.get(Number(r.id)));
      if (without.length) {
        const names = without.map((r) => `${r.vendor} ${r.period}`).join(', ');
        throw new ApiError(400, mt(locale, 'memoMissing', { items: names }), without.map((r) => ({ field: 'audit_memo', message: `${r.vendor} ${r.period}` })));
      }
    }
    const rows = [];
    for (const { id } of pending.rows) {
      const before = (await getRecord(trx, decl, Number(id)))!;
      const after = (await updateRecord(trx, decl, Number(id), Number(before.version), { audit_status: status, audit_memo: memos.get(Number(id)) || null }, user.name))!;
      await recordEvent(trx, { user, resource: decl.name, recordId: Number(id), action: 'update', before, after, reason: status === AGREED ? 'audit: agreed' : 'audit: refused' });
      rows.push(after);
    }
    return rows;
  });
  await attachReferenceTitles(ctx.db, decl, audited);
  const done = new Set(audited.map((r) => Number(r.id)));
  return { list: guardOf(decl, req).rows(audited), skipped: [...memos.keys()].filter((id) => !done.has(id)) };
}

export function registerRatioAuditRoute(app: FastifyInstance, ctx: FeatureContext, decl: ResourceDeclaration) {
  const screen = guard(ctx, decl, 'write');
  const preHandler = async (req: FastifyRequest) => {
    await screen(req);
    requirePermission(req, decl, RATIO_AUDIT_PERMISSION);
  };
  app.put('/api/v2/vendor-ratio/audit', { preHandler }, async (req) => ok(await audit(ctx, req, decl)));
}
