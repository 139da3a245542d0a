// react-admin list parameters -> the contract's query string.
//
// Filter keys: `q` (or `keyword`) is the keyword search; `field` is equality; `field@op` uses the
// operator suffix `field_op` (op: ne, like, in, gte, lte); `field@range` holds both ends. `id` (a value or a list) becomes `ids`.
// Empty strings, null, undefined and empty lists are dropped (document 1 section 7).
// A field the declaration does not have, or an operator it does not offer, throws FilterError at
// once: the server would answer 400 anyway, and failing in the browser points at the view's bug.
import { filterOps } from '../schema/declare';
import type { FilterOp, ResourceDeclaration } from '../schema/types';
import type { QueryParams } from './http';

export class FilterError extends Error {
  constructor(resource: string, detail: string) {
    super(`filter on resource "${resource}": ${detail}`);
    this.name = 'FilterError';
  }
}

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

const KEYWORD_KEYS = new Set(['q', 'keyword']);
const OP_SEPARATOR = '@';

/** `name@like` -> { field: 'name', op: 'like' }; a bare `name` is equality. */
export function parseFilterKey(key: string): { field: string; op: FilterOp | string } {
  const at = key.lastIndexOf(OP_SEPARATOR);
  return at < 0 ? { field: key, op: 'eq' } : { field: key.slice(0, at), op: key.slice(at + 1) };
}

/** The react-admin filter key for a field and operator (what filter inputs use as `source`). */
export const filterKey = (field: string, op: FilterOp = 'eq') => (op === 'eq' ? field : `${field}${OP_SEPARATOR}${op}`);

/** One value as it goes in the query string; undefined means "drop it". */
function scalar(value: unknown, where: () => FilterError): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  throw where();
}

function values(value: unknown, where: () => FilterError): string[] | undefined {
  const list = (Array.isArray(value) ? value : [value]).map((v) => scalar(v, where)).filter((v): v is string => v !== undefined);
  return list.length ? list : undefined;
}

/** The filter key of a "from – to" pair: `field@range` holding `{ gte, lte }` (one filter entry, two inputs). */
export const rangeKey = (field: string) => `${field}${OP_SEPARATOR}range`;
const RANGE_ENDS = new Set(['gte', 'lte']);

/** `field@range: { gte, lte }` -> `field@gte`, `field@lte`: a range is its two ends. */
function withRangesSpread(decl: ResourceDeclaration, filter: Record<string, unknown>): [string, unknown][] {
  return Object.entries(filter).flatMap(([key, raw]): [string, unknown][] => {
    const { field, op } = parseFilterKey(key);
    if (op !== 'range') return [[key, raw]];
    if (raw === null || raw === undefined) return [];
    if (typeof raw !== 'object' || Array.isArray(raw)) throw new FilterError(decl.name, `${key}: a range is { gte, lte }`);
    return Object.entries(raw).map(([end, value]): [string, unknown] => {
      if (!RANGE_ENDS.has(end)) throw new FilterError(decl.name, `${key}: a range has only gte and lte, not "${end}"`);
      return [filterKey(field, end as FilterOp), value];
    });
  });
}

/** react-admin's filter object -> `keyword`, `ids`, `field=value` and `field_op=value` parameters. */
export function filterQuery(decl: ResourceDeclaration, filter: Record<string, unknown> = {}): QueryParams {
  const query: QueryParams = {};
  for (const [key, raw] of withRangesSpread(decl, filter)) {
    const fail = (detail: string) => () => new FilterError(decl.name, `${key}: ${detail}`);
    const list = values(raw, fail('a filter value must be text, a number, a boolean, a date or a list of those'));
    if (!list) continue;
    if (KEYWORD_KEYS.has(key)) {
      query.keyword = list.join(' ');
      continue;
    }
    const { field, op } = parseFilterKey(key);
    if (field === 'id' || key === 'ids') {
      if (op !== 'eq' && op !== 'in') throw fail('only equality or "in" is possible on id')();
      query.ids = list.join(',');
      continue;
    }
    const declared = decl.fields[field];
    if (!declared) throw fail(`"${field}" is not a declared field`)();
    const offered = filterOps(declared);
    // A list under plain equality (a multi-select input) means "one of" where the field offers it.
    const effective = op === 'eq' && Array.isArray(raw) && offered.includes('in') ? 'in' : op;
    if (!offered.includes(effective as FilterOp)) throw fail(`operator "${effective}" is not offered (offered: ${offered.join(', ') || 'none'})`)();
    if (effective !== 'in' && list.length > 1) throw fail(`operator "${effective}" takes one value`)();
    query[effective === 'eq' ? field : `${field}_${effective}`] = list.join(',');
  }
  return query;
}

/** The whole list query: page/size, sort/order (lower case) and the filters. */
export function listQuery(decl: ResourceDeclaration, params: ListParams): QueryParams {
  const query: QueryParams = {};
  if (params.pagination) {
    query.page = String(Math.max(1, Math.floor(params.pagination.page)));
    query.size = String(Math.max(1, Math.floor(params.pagination.perPage)));
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
  return { ...query, ...filterQuery(decl, params.filter) };
}

export interface PageWindow {
  /** Server pages to fetch, each of `size` rows. */
  pages: number[];
  size: number;
  /** Rows to skip in the concatenated pages before taking `perPage`. */
  skip: number;
}

/**
 * The API refuses pages over `max` rows (500). A larger react-admin page (an export asks for
 * 1000) is read as consecutive pages of `max`, as the spec's exports do.
 */
export function pageWindow(page: number, perPage: number, max: number): PageWindow {
  if (perPage <= max) return { pages: [page], size: perPage, skip: 0 };
  const start = (page - 1) * perPage;
  const first = Math.floor(start / max) + 1;
  const last = Math.ceil((start + perPage) / max);
  const pages: number[] = [];
  for (let p = first; p <= last; p++) pages.push(p);
  return { pages, size: max, skip: start - (first - 1) * max };
}
