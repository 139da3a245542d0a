// Rules of a route quote across fields, which field declarations cannot say: the validity ends on or
// after it starts, and a route joins two different stations. Checked before the generic create and
// update calls (and their lines variants) run; a 400 names the field, nothing is written.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { labelIn, valueText } from '../../../../src/schema';
import { label } from '../../../../src/schema/fields';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';

const BASE = '/api/v2/route-quote';
const CHECKED = new Set([`POST ${BASE}`, `POST ${BASE}/lines`, `PUT ${BASE}/:id`, `PUT ${BASE}/:id/lines`]);
const WORDS = {
  valid_to: label('Valid to must not be before valid from', '失效日期不能早于生效日期'),
  destination_station_id: label('From and to must be different stations', '起运站和目的站不能相同'),
};

type Quote = { valid_from?: unknown; valid_to?: unknown; origin_station_id?: unknown; destination_station_id?: unknown };

export function quoteProblem(q: Quote): keyof typeof WORDS | undefined {
  const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined);
  const from = day(q.valid_from);
  const to = day(q.valid_to);
  if (from && to && to < from) return 'valid_to';
  // valueText: an object sent as a station (its own toString) is the field rule's to refuse, not compared here.
  const origin = valueText(q.origin_station_id);
  if (origin !== '' && origin === valueText(q.destination_station_id)) return 'destination_station_id';
  return undefined;
}

async function stored(db: Kysely<DB>, req: FastifyRequest): Promise<Quote> {
  const id = Number((req.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id < 1) return {};
  const row = (await sql<Quote>`select to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to,
      origin_station_id, destination_station_id from route_quote where id = ${id}`.execute(db)).rows[0];
  return row ?? {};
}

export function registerQuoteRules(app: FastifyInstance, db: Kysely<DB>) {
  app.addHook('preHandler', async (req) => {
    if (!CHECKED.has(`${req.method} ${req.routeOptions.url}`)) return;
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Quote;
    // An update sends what changed: the rest is the stored quote's.
    const merged = { ...(req.method === 'PUT' ? await stored(db, req) : {}), ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
    const field = quoteProblem(merged);
    if (!field) return;
    const message = labelIn(WORDS[field], req.locale);
    throw new ApiError(400, message, [{ field, message }]);
  });
}
