// Turns a list request's query string into a checked description. Every sort field, filter field
// and operator is checked against the declaration: nothing from the URL reaches SQL unchecked.
import { filterOps, FILTER_OPS, kindOf, type FilterOp, type Locale, type ResourceDeclaration } from '../../src/schema';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;

export interface Filter {
  column: string;
  op: FilterOp;
  value: unknown;
  /** Column holds an array (multi-reference): equality means "contains". */
  array?: boolean;
}

export interface ListParams {
  page: number;
  size: number;
  sort: string;
  order: 'asc' | 'desc';
  keyword?: string;
  ids?: number[];
  filters: Filter[];
}

const RESERVED = new Set(['page', 'size', 'sort', 'order', 'keyword', 'ids', 'format', '_']);
const SYSTEM_FILTERS: Record<string, { ops: FilterOp[]; parse: (raw: string) => unknown }> = {
  id: { ops: ['eq', 'in'], parse: (raw) => positiveInt(raw) },
  created_at: { ops: ['gte', 'lte'], parse: (raw) => isoDate(raw) },
  updated_at: { ops: ['gte', 'lte'], parse: (raw) => isoDate(raw) },
  created_by: { ops: ['eq'], parse: (raw) => raw },
  updated_by: { ops: ['eq'], parse: (raw) => raw },
};
const SYSTEM_SORTS = new Set(['id', 'created_at', 'updated_at', 'version']);

function positiveInt(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error('must be a positive whole number');
  return n;
}

function isoDate(raw: string): string {
  if (Number.isNaN(new Date(raw).getTime())) throw new Error('must be a date');
  return raw;
}

function one(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return one(value[value.length - 1]);
  return String(value);
}

export function parseListParams(decl: ResourceDeclaration, query: Record<string, unknown>, locale: Locale): ListParams {
  const bad = (param: string, why: string) => new ApiError(400, t(locale, 'badParam', { param, why }), [{ field: param, message: why }]);

  const page = one(query.page) ? Number(one(query.page)) : 1;
  if (!Number.isInteger(page) || page < 1) throw bad('page', 'must be a whole number from 1');
  const size = one(query.size) ? Number(one(query.size)) : DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw bad('size', `must be a whole number from 1 to ${MAX_PAGE_SIZE}`);

  const sort = one(query.sort) ?? decl.list.sort.field;
  const field = decl.fields[sort];
  const sortable = SYSTEM_SORTS.has(sort) || (field && field.sortable !== false && !['json', 'file', 'multiReference'].includes(field.kind));
  if (!sortable) throw bad('sort', `"${sort}" is not a sortable field`);
  const rawOrder = (one(query.order) ?? (one(query.sort) ? 'asc' : decl.list.sort.order)).toLowerCase();
  if (rawOrder !== 'asc' && rawOrder !== 'desc') throw bad('order', 'must be asc or desc');

  const keyword = one(query.keyword)?.trim() || undefined;
  let ids: number[] | undefined;
  const rawIds = one(query.ids);
  if (rawIds) {
    try {
      ids = rawIds.split(',').map((s) => positiveInt(s.trim()));
    } catch {
      throw bad('ids', 'must be a comma-separated list of ids');
    }
  }

  const filters: Filter[] = [];
  for (const [param, rawValue] of Object.entries(query)) {
    if (RESERVED.has(param)) continue;
    const value = one(rawValue);
    if (value === undefined || value === '') continue;
    const m = /^(.+)_(ne|like|in|gte|lte)$/.exec(param);
    let column = param;
    let op: FilterOp = 'eq';
    if (m && (decl.fields[m[1]] || SYSTEM_FILTERS[m[1]]) && !decl.fields[param]) {
      column = m[1];
      op = m[2] as FilterOp;
    }
    const declared = decl.fields[column];
    const system = SYSTEM_FILTERS[column];
    if (!declared && !system) throw bad(param, 'is not a field of this list');
    const ops = declared ? filterOps(declared) : system.ops;
    if (!FILTER_OPS.includes(op) || !ops.includes(op)) throw bad(param, `cannot be filtered with "${op}"`);
    const parse = (raw: string) => (declared ? kindOf(declared).parseFilter(declared, raw) : system.parse(raw));
    try {
      const parsed = op === 'in' ? value.split(',').map((v) => parse(v.trim())) : parse(value);
      filters.push({ column, op, value: parsed, array: declared?.kind === 'multiReference' });
    } catch (e) {
      throw bad(param, (e as Error).message);
    }
  }
  return { page, size, sort, order: rawOrder, keyword, ids, filters };
}
