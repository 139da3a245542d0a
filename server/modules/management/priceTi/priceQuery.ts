// The reads of the price table: the price check (by MPN with EC and date, or with CPN), the lowest
// DBP, the current prices per material and the prices changed since a time. Always read live from
// price_ti (no cache): a price put in effect is checked at once.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MaterialPriceRow } from '../../../../src/resources/management/priceTi/model/wire';
import type { DB } from '../../../db/types';

/** One price as the reads answer it (src/resources/management/priceTi/model/wire.ts). */
export type PriceRow = MaterialPriceRow;

/** A price's columns as every read answers them, but the DBP (the cost) and the time of the last change. */
const PRICE_COLUMNS = sql`p.id::int as id, p.material_id::int as material_id, m.mpn, m.description, p.end_customer_id::int as end_customer_id, ec.ec_code, p.cpn,
  p.currency, p.quote_price::text as quote_price, p.srp::text as srp, p.moq::text as moq,
  p.valid_from::text as valid_from, p.valid_to::text as valid_to, p.fb`;
const COLUMNS = sql`${PRICE_COLUMNS}, p.dbp::text as dbp, p.updated_at`;
const FROM = sql`price_ti p join material m on m.id = p.material_id left join end_customer ec on ec.id = p.end_customer_id`;
const effectiveOn = (day: string) => sql`p.valid_from <= ${day}::date and (p.valid_to is null or p.valid_to >= ${day}::date)`;

export interface FindQuery {
  mpn: string;
  ecCode?: string;
  cpn?: string;
  /** The day the price must cover (the ASN's plan ship date); today when absent. */
  date: string;
  fb: boolean;
}

/**
 * The price check: a material's prices effective on the date, of the EC given (or for any EC), or of
 * the CPN given. The ASN takes the highest quote_price of the answer.
 */
export async function findPrices(db: Kysely<DB>, q: FindQuery): Promise<PriceRow[]> {
  return (await sql<PriceRow>`select ${COLUMNS} from ${FROM} where ${findWhere(q)} order by p.quote_price desc, p.id`.execute(db)).rows;
}

function findWhere(q: FindQuery) {
  const ec = q.ecCode === undefined ? sql`true` : sql`(p.end_customer_id is null or ec.ec_code = ${q.ecCode})`;
  const cpn = q.cpn === undefined ? sql`true` : sql`p.cpn = ${q.cpn}`;
  return sql`m.mpn = ${q.mpn} and p.fb = ${q.fb} and ${effectiveOn(q.date)} and ${ec} and ${cpn}`;
}

/**
 * The price check's answer as JSON text written by the database (a select of one value, to run
 * beside the caller's check): the rows of `findPrices` in its order, without the DBP (the cost), and
 * `updated_at` as JavaScript writes a date.
 */
export function findPricesJson(q: FindQuery): RawBuilder<string> {
  return sql<string>`select coalesce(json_agg(r order by r.quote_price::numeric desc, r.id), '[]')::text from (
      select ${PRICE_COLUMNS}, to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
      from ${FROM} where ${findWhere(q)}) r`;
}

/** The lowest DBP of a material's prices effective on `date`, per currency (lowest first). */
export async function lowestPrices(db: Kysely<DB>, mpn: string, date: string): Promise<{ currency: string; dbp: string; id: number }[]> {
  const found = await sql<{ currency: string; dbp: string; id: number }>`
    select distinct on (p.currency) p.currency, p.dbp::text as dbp, p.id::int as id from ${FROM}
    where m.mpn = ${mpn} and p.dbp is not null and ${effectiveOn(date)}
    order by p.currency, p.dbp, p.id`.execute(db);
  return found.rows.sort((a, b) => Number(a.dbp) - Number(b.dbp));
}

export interface MaterialPriceFilter {
  date: string;
  mpn?: string;
  ecCode?: string;
  cpn?: string;
  currency?: string;
}

function materialWhere(f: MaterialPriceFilter): RawBuilder<unknown> {
  const parts = [effectiveOn(f.date)];
  if (f.mpn) parts.push(sql`m.mpn ilike ${`%${f.mpn.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (f.ecCode) parts.push(sql`ec.ec_code = ${f.ecCode}`);
  if (f.cpn) parts.push(sql`p.cpn = ${f.cpn}`);
  if (f.currency) parts.push(sql`p.currency = ${f.currency}`);
  return sql.join(parts, sql` and `);
}

/** The material price view: every price in effect on the date, by MPN, EC and CPN. */
export async function materialPrices(db: Kysely<DB>, f: MaterialPriceFilter, limit: number, offset: number): Promise<{ list: PriceRow[]; total: number }> {
  const where = materialWhere(f);
  const total = (await sql<{ n: number }>`select count(*)::int as n from ${FROM} where ${where}`.execute(db)).rows[0].n;
  const list = (await sql<PriceRow>`select ${COLUMNS} from ${FROM} where ${where}
    order by m.mpn, ec.ec_code nulls first, p.cpn nulls first, p.currency, p.fb, p.id limit ${limit} offset ${offset}`.execute(db)).rows;
  return { list, total };
}

/** Prices created or changed at or after `since` (the ASN and price users poll it), oldest change first. */
export async function pricesUpdatedSince(db: Kysely<DB>, since: string, limit: number, offset: number): Promise<{ list: PriceRow[]; total: number }> {
  const total = (await sql<{ n: number }>`select count(*)::int as n from price_ti p where p.updated_at >= ${since}::timestamptz`.execute(db)).rows[0].n;
  const list = (await sql<PriceRow>`select ${COLUMNS} from ${FROM} where p.updated_at >= ${since}::timestamptz
    order by p.updated_at, p.id limit ${limit} offset ${offset}`.execute(db)).rows;
  return { list, total };
}
