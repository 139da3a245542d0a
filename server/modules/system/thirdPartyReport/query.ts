// The report's reads: the period and filters checked (400 naming the field), the per-party counts
// and the failed or pending items, over the exchanges of exchanges.ts.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  MAX_PERIOD_DAYS,
  MAX_PROBLEMS,
  PARTY_TYPES,
  type ThirdPartyProblems,
  type ThirdPartySummary,
  type ThirdPartySummaryRow,
} from '../../../../src/contract/thirdPartyReport';
import type { DB } from '../../../db/types';
import { fieldError } from '../../../records/request';
import { exchangesIn } from './exchanges';
import { tpWords } from './words';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

export interface Period { from: string; to: string }
export interface ProblemFilter extends Period { party_type?: string; party?: string; kind?: string }

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

function date(req: FastifyRequest, field: string, raw: unknown, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  const ok = typeof raw === 'string' && DATE.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) && iso(new Date(`${raw}T00:00:00Z`)) === raw;
  if (!ok) throw fieldError(field, tpWords(req.locale, 'badDate', { field }));
  return raw as string;
}

/** from and to (both included); the last 30 days when neither is given. */
export function parsePeriod(req: FastifyRequest, now = new Date()): Period {
  const q = query(req);
  const to = date(req, 'to', q.to, iso(now));
  const from = date(req, 'from', q.from, iso(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY)));
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY + 1;
  if (days < 1) throw fieldError('to', tpWords(req.locale, 'order'));
  if (days > MAX_PERIOD_DAYS) throw fieldError('to', tpWords(req.locale, 'tooLong', { days: MAX_PERIOD_DAYS }));
  return { from, to };
}

function optionalText(req: FastifyRequest, field: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 60) throw fieldError(field, tpWords(req.locale, 'badText', { field }));
  return raw;
}

export function parseProblemFilter(req: FastifyRequest): ProblemFilter {
  const q = query(req);
  const partyType = optionalText(req, 'party_type', q.party_type);
  if (partyType !== undefined && !(PARTY_TYPES as readonly string[]).includes(partyType))
    throw fieldError('party_type', tpWords(req.locale, 'badPartyType', { values: PARTY_TYPES.join(', ') }));
  return { ...parsePeriod(req), party_type: partyType, party: optionalText(req, 'party', q.party), kind: optionalText(req, 'kind', q.kind) };
}

const AT = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export async function readSummary(db: Kysely<DB>, p: Period): Promise<ThirdPartySummary> {
  const rows = await sql<ThirdPartySummaryRow>`select e.party_type, e.party, e.kind, e.direction, count(*)::int as total,
      count(*) filter (where e.state = 'failed')::int as failed, count(*) filter (where e.state = 'pending')::int as pending,
      ${AT('max(e.at)')} as last_at
    from ${exchangesIn(p.from, p.to)} e group by 1, 2, 3, 4
    order by array_position(array['edi', 'sap', '3pl', 'mail'], e.party_type), e.party, e.kind, e.direction`.execute(db);
  return { ...p, list: rows.rows };
}

export async function readProblems(db: Kysely<DB>, f: ProblemFilter): Promise<ThirdPartyProblems> {
  const where = [sql`e.state in ('failed', 'pending')`];
  if (f.party_type) where.push(sql`e.party_type = ${f.party_type}`);
  if (f.party) where.push(sql`e.party = ${f.party}`);
  if (f.kind) where.push(sql`e.kind = ${f.kind}`);
  const rows = await sql<ThirdPartyProblems['list'][number]>`select e.party_type, e.party, e.kind, e.direction, e.state, e.source, e.ref,
      ${AT('e.at')} as at, e.reason
    from ${exchangesIn(f.from, f.to)} e where ${sql.join(where, sql` and `)}
    order by e.at desc, e.source, e.ref limit ${MAX_PROBLEMS + 1}`.execute(db);
  return { list: rows.rows.slice(0, MAX_PROBLEMS), truncated: rows.rows.length > MAX_PROBLEMS };
}
