// A price's validity ends on or after it starts: checked before the generic create and update run
// (a 400 naming valid_to, nothing written). The database's check backs it for imports.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { labelIn, type ResourceDeclaration } from '../../../../src/schema';
import { label } from '../../../../src/schema/fields';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { ident } from '../../../db/sqlNames';

const WORDS = label('Valid to must not be before valid from', '失效日期不能早于生效日期');
type Period = { valid_from?: unknown; valid_to?: unknown };
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined);

async function stored(db: Kysely<DB>, table: string, req: FastifyRequest): Promise<Period> {
  const id = Number((req.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id < 1) return {};
  const row = (await sql<Period>`select to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to
      from ${sql.raw(ident(table))} where id = ${id}`.execute(db)).rows[0];
  return row ?? {};
}

export function registerPeriodRule(app: FastifyInstance, db: Kysely<DB>, decls: ResourceDeclaration[]) {
  const tableOf = new Map(decls.flatMap((d) => [[`POST ${d.api.base}`, d.name], [`PUT ${d.api.base}/:id`, d.name]]));
  app.addHook('preHandler', async (req) => {
    const table = tableOf.get(`${req.method} ${req.routeOptions.url}`);
    if (!table) return;
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Period;
    // An update sends what changed: the rest is the stored price's.
    const old = req.method === 'PUT' ? await stored(db, table, req) : {};
    const from = day(body.valid_from ?? old.valid_from);
    const to = day(body.valid_to ?? old.valid_to);
    if (!from || !to || to >= from) return;
    const message = labelIn(WORDS, req.locale);
    throw new ApiError(400, message, [{ field: 'valid_to', message }]);
  });
}
