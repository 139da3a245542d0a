// The route-amount query (/management/routeQuote/routeAmountQuery, rule manage-route):
//   GET /api/v2/route/name     routes that have an active quote: origin, destination, a name, how many quotes
//   GET /api/v2/route          the active quotes valid on `date` (default today), by origin/destination
//   GET /api/v2/route/express  what a shipment of `weight` kg and `volume` m³ costs on each of them
// Amounts are computed in numeric by the database and answered as text: exact, never floats.
// Per kg charges use the chargeable weight: the greater of the weight and the volume weight
// (air and express 167 kg per m³, truck 333 kg per m³; sea uses the weight).
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { RouteAmountQuote, RouteName } from '../../../../src/contract/logistics';
import { ROUTE_QUERY_ACCESS } from '../../../../src/contract/logistics';
import { label } from '../../../../src/schema/fields';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { queryAmount, queryDate, queryStationId, refuse, today } from './queryInput';

const rule = { rule: ROUTE_QUERY_ACCESS, action: 'read' as const, what: label('route amounts', '线路金额') };

interface Filter { origin?: number; destination?: number; date: string }

const effective = (f: Filter) => sql`q.status = 'active' and ${f.date}::date between q.valid_from and q.valid_to
  ${f.origin ? sql`and q.origin_station_id = ${f.origin}` : sql``}
  ${f.destination ? sql`and q.destination_station_id = ${f.destination}` : sql``}`;

async function routeNames(db: Kysely<DB>, date: string): Promise<RouteName[]> {
  const rows = await sql<RouteName>`select q.origin_station_id, q.destination_station_id,
      o.code || ' → ' || d.code || ' (' || o.city || ' → ' || d.city || ')' as name, count(*)::int as quotes
    from route_quote q join city_station o on o.id = q.origin_station_id join city_station d on d.id = q.destination_station_id
    where ${effective({ date })}
    group by q.origin_station_id, q.destination_station_id, o.code, d.code, o.city, d.city order by name`.execute(db);
  return rows.rows.map((r) => ({ ...r, origin_station_id: Number(r.origin_station_id), destination_station_id: Number(r.destination_station_id) }));
}

interface ChargeRow {
  route_quote_id: number; quote_no: string; carrier: string; mode: string; currency: string; valid_from: string; valid_to: string; transit_days: number | null;
  route_charge_id: number; code: string; name: string; basis: string; quantity: string; rate: string; min_charge: string | null; amount: string; total: string;
}

/** Each effective quote with every charge; with weight and volume, the amounts and the total. */
export async function quoteAmounts(db: Kysely<DB>, f: Filter, weight = '0', volume = '0'): Promise<RouteAmountQuote[]> {
  const w = sql`${weight}::numeric`;
  const v = sql`${volume}::numeric`;
  const qty = sql`(case rc.basis when 'per_shipment' then 1::numeric when 'per_cbm' then ${v}
    else case q.mode when 'air' then greatest(${w}, ${v} * 167) when 'express' then greatest(${w}, ${v} * 167)
                     when 'truck' then greatest(${w}, ${v} * 333) else ${w} end end)`;
  const amount = sql`round(greatest(c.rate * ${qty}, coalesce(c.min_charge, 0)), 2)`;
  const rows = await sql<ChargeRow>`select q.id as route_quote_id, q.quote_no, q.carrier, q.mode, q.currency,
      to_char(q.valid_from, 'YYYY-MM-DD') as valid_from, to_char(q.valid_to, 'YYYY-MM-DD') as valid_to, q.transit_days,
      c.route_charge_id, rc.code, rc.name, rc.basis, ${qty}::text as quantity, c.rate::text as rate, c.min_charge::text as min_charge,
      ${amount}::text as amount, (sum(${amount}) over (partition by q.id))::text as total
    from route_quote q join route_quote_charge c on c.route_quote_id = q.id join route_charge rc on rc.id = c.route_charge_id
    where ${effective(f)} order by q.id, c.line_no`.execute(db);
  const byQuote = new Map<number, RouteAmountQuote>();
  for (const r of rows.rows) {
    const id = Number(r.route_quote_id);
    let quote = byQuote.get(id);
    if (!quote) {
      quote = { route_quote_id: id, quote_no: r.quote_no, carrier: r.carrier, mode: r.mode, currency: r.currency, valid_from: r.valid_from, valid_to: r.valid_to, transit_days: r.transit_days === null ? null : Number(r.transit_days), charges: [], total: r.total };
      byQuote.set(id, quote);
    }
    quote.charges.push({ route_charge_id: Number(r.route_charge_id), code: r.code, name: r.name, basis: r.basis, quantity: r.quantity, rate: r.rate, min_charge: r.min_charge, amount: r.amount });
  }
  // Cheapest first (compared exactly, as numeric text).
  return [...byQuote.values()].sort((a, b) => compareDecimal(a.total, b.total) || a.route_quote_id - b.route_quote_id);
}

/** Compares two non-negative decimal strings exactly. */
export function compareDecimal(a: string, b: string): number {
  const [ai, af = ''] = a.split('.');
  const [bi, bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length - bi.length;
  const width = Math.max(af.length, bf.length);
  const x = ai + af.padEnd(width, '0');
  const y = bi + bf.padEnd(width, '0');
  return x < y ? -1 : x > y ? 1 : 0;
}

export function registerRouteAmountRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get('/api/v2/route/name', access(rule), async (req) => ok(await routeNames(ctx.db, queryDate(req, 'date', today())!)));

  app.get('/api/v2/route', access(rule), async (req) => {
    const filter = { origin: queryStationId(req, 'origin_station_id', false), destination: queryStationId(req, 'destination_station_id', false), date: queryDate(req, 'date', today())! };
    const list = await quoteAmounts(ctx.db, filter);
    return ok({ list, total: list.length });
  });

  app.get('/api/v2/route/express', access(rule), async (req) => {
    const filter = { origin: queryStationId(req, 'origin_station_id', true), destination: queryStationId(req, 'destination_station_id', true), date: queryDate(req, 'date', today())! };
    const weight = queryAmount(req, 'weight');
    const volume = queryAmount(req, 'volume');
    if (Number(weight) === 0 && Number(volume) === 0) refuse(req, 'weight', 'nothing');
    const list = await quoteAmounts(ctx.db, filter, weight, volume);
    return ok({ list, total: list.length, weight, volume, date: filter.date });
  });
}
