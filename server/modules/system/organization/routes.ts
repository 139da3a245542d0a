// Organization calls (manage-organization-manager):
//   GET  /api/v2/organization        -> { list: units (id, parent_id, kind, code, name, manager, user_count), total, users: every
//                                       enabled user with the unit they belong to (org_id, null when none) }
//   POST /api/v2/organization        { kind, name, code, parent_id?, manager_user_id? } adds a unit: a company has no parent,
//                                       a department's parent is a company, a team's a department
//   POST /api/v2/organization/user   { org_id, user_ids: [...], mode?: 'add' | 'set' } puts the users in the unit (moving them from
//                                       their former unit); 'set' also takes out the unit's users not listed. One transaction;
//                                       an unknown unit or user id is a 400 naming the field, and nothing changes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ORG_KINDS, ORGANIZATION_ACCESS, ORGANIZATION_BASE, PARENT_KIND, type OrgKind, type OrgUnit, type OrgUser } from '../../../../src/resources/system/organization/model/wire';
import { utf8Length, type Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { shownValue } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { fieldError, idValue, jsonBody } from '../../../records/request';
import { ow } from './words';

const CODE = /^[A-Za-z0-9_-]{1,30}$/;

export async function readOrganization(db: Kysely<DB>): Promise<{ list: OrgUnit[]; users: OrgUser[] }> {
  const list = (await sql<OrgUnit>`select o.id, o.parent_id, o.kind, o.code, o.name, o.manager_user_id, coalesce(m.nick_name, m.name) as manager_name,
      (select count(*)::int from org_unit_user x where x.org_id = o.id) as user_count
    from org_unit o left join users m on m.id = o.manager_user_id order by o.parent_id nulls first, o.kind, o.name`.execute(db)).rows
    .map((u) => ({ ...u, id: Number(u.id), parent_id: u.parent_id === null ? null : Number(u.parent_id), manager_user_id: u.manager_user_id === null ? null : Number(u.manager_user_id), user_count: Number(u.user_count) }));
  const users = (await sql<OrgUser>`select u.id, u.name, u.nick_name, x.org_id from users u left join org_unit_user x on x.user_id = u.id
    where not coalesce(u.disabled, false) order by u.name`.execute(db)).rows.map((u) => ({ ...u, id: Number(u.id), org_id: u.org_id === null ? null : Number(u.org_id) }));
  return { list, users };
}

function unitInput(locale: Locale, body: Record<string, unknown>) {
  const errors: { field: string; message: string }[] = [];
  const kind = body.kind as OrgKind;
  if (!ORG_KINDS.includes(kind)) errors.push({ field: 'kind', message: ow(locale, 'kindBad') });
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name || utf8Length(name) > 100) errors.push({ field: 'name', message: ow(locale, 'nameBad') });
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!CODE.test(code)) errors.push({ field: 'code', message: ow(locale, 'codeBad') });
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  const parentId = given(body.parent_id) ? idValue(body.parent_id) ?? -1 : null;
  const managerId = given(body.manager_user_id) ? idValue(body.manager_user_id) ?? -1 : null;
  return { errors, kind, name, code, parentId, managerId };
}

const refuse = (errors: { field: string; message: string }[]) => new ApiError(400, errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);

export function registerOrganizationRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const what = (req: FastifyRequest) => ow(req.locale, 'what');
  const read = access({ rule: ORGANIZATION_ACCESS, action: 'read', what });
  const write = access({ rule: ORGANIZATION_ACCESS, action: 'write', what });

  app.get(ORGANIZATION_BASE, read, async () => {
    const { list, users } = await readOrganization(ctx.db);
    return ok({ list, total: list.length, users });
  });

  app.post(ORGANIZATION_BASE, write, async (req) => {
    const locale = req.locale;
    const input = unitInput(locale, jsonBody(req));
    const { errors, kind } = input;
    const id = await writeTransaction(ctx.db, async (trx) => {
      if (ORG_KINDS.includes(kind)) {
        const parentKind = PARENT_KIND[kind];
        if (parentKind === null && input.parentId !== null) errors.push({ field: 'parent_id', message: ow(locale, 'parentNone') });
        if (parentKind !== null && input.parentId === null) errors.push({ field: 'parent_id', message: ow(locale, 'parentNeeded', { kind, parent: parentKind }) });
        if (parentKind !== null && input.parentId !== null) {
          const parent = (await sql<{ kind: string }>`select kind from org_unit where id = ${input.parentId}`.execute(trx)).rows[0];
          if (!parent) errors.push({ field: 'parent_id', message: ow(locale, 'parentUnknown', { id: String(jsonBody(req).parent_id) }) });
          else if (parent.kind !== parentKind) errors.push({ field: 'parent_id', message: ow(locale, 'parentKind', { kind, parent: parentKind }) });
        }
      }
      if (input.managerId !== null && !(await sql`select 1 from users where id = ${input.managerId}`.execute(trx)).rows.length) {
        errors.push({ field: 'manager_user_id', message: ow(locale, 'userUnknown', { ids: String(jsonBody(req).manager_user_id) }) });
      }
      if (CODE.test(input.code) && (await sql`select 1 from org_unit where lower(code) = lower(${input.code})`.execute(trx)).rows.length) {
        errors.push({ field: 'code', message: ow(locale, 'codeTaken', { code: input.code }) });
      }
      if (errors.length) throw refuse(errors);
      const [row] = (await sql<{ id: number }>`insert into org_unit (parent_id, kind, code, name, manager_user_id, created_by)
        values (${input.parentId}, ${kind}, ${input.code}, ${input.name}, ${input.managerId}, ${req.user!.name}) returning id`.execute(trx)).rows;
      return Number(row.id);
    });
    const { list } = await readOrganization(ctx.db);
    return ok(list.find((u) => u.id === id));
  });

  app.post(`${ORGANIZATION_BASE}/user`, write, async (req) => {
    const locale = req.locale;
    const body = jsonBody(req);
    const orgId = idValue(body.org_id);
    const mode = body.mode === undefined || body.mode === null || body.mode === '' ? 'add' : body.mode;
    if (mode !== 'add' && mode !== 'set') throw fieldError('mode', ow(locale, 'modeBad'));
    const raw = body.user_ids;
    if (!Array.isArray(raw) || raw.length > 500) throw fieldError('user_ids', ow(locale, 'usersBad'));
    const ids = raw.map(idValue);
    if (ids.some((v) => v === undefined)) throw fieldError('user_ids', ow(locale, 'userUnknown', { ids: raw.filter((v) => idValue(v) === undefined).map((v) => shownValue(v)).join(', ') }));
    const userIds = [...new Set(ids as number[])];
    await writeTransaction(ctx.db, async (trx) => {
      if (orgId === undefined || !(await sql`select 1 from org_unit where id = ${orgId} for update`.execute(trx)).rows.length) {
        throw fieldError('org_id', ow(locale, 'parentUnknown', { id: shownValue(body.org_id) }));
      }
      if (userIds.length) {
        const known = new Set((await sql<{ id: number }>`select id from users where id in (${sql.join(userIds)})`.execute(trx)).rows.map((r) => Number(r.id)));
        const missing = userIds.filter((id) => !known.has(id));
        if (missing.length) throw fieldError('user_ids', ow(locale, 'userUnknown', { ids: missing.join(', ') }));
      }
      if (mode === 'set') {
        await sql`delete from org_unit_user where org_id = ${orgId} ${userIds.length ? sql`and user_id not in (${sql.join(userIds)})` : sql``}`.execute(trx);
      }
      for (const userId of userIds) {
        await sql`insert into org_unit_user (user_id, org_id, assigned_by) values (${userId}, ${orgId}, ${req.user!.name})
          on conflict (user_id) do update set org_id = excluded.org_id, assigned_at = now(), assigned_by = excluded.assigned_by`.execute(trx);
      }
    });
    const { list, users } = await readOrganization(ctx.db);
    return ok({ unit: list.find((u) => u.id === orgId), users: users.filter((u) => u.org_id === orgId) });
  });
}
