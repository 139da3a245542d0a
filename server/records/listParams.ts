// Turns a list request's query string into a checked description. Every sort field, filter field
// and operator is checked against the declaration: nothing from the URL reaches SQL unchecked.
import { fieldOf, filterOps, FILTER_OPS, holdsNul, isSortable, kindOf, parseIsoDateTime, type Field, type FilterOp, type Locale, type ResourceDeclaration } from '../../src/schema';
import { paramText } from '../http/paramMessages';
import { MAX_LIST_IDS, one, positiveId, queryError, queryIds, queryPaging, queryText } from '../http/params';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../http/params';

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
// Maps, not object literals: a parameter named `constructor` must find nothing.
const SYSTEM_FILTERS = new Map<string, { ops: FilterOp[]; parse: (raw: string) => unknown }>([
  ['id', { ops: ['eq', 'in'], parse: (raw) => checked(positiveId(raw), 'must be a whole number from 1') }],
  ['created_at', { ops: ['gte', 'lte'], parse: (raw) => checked(parseIsoDateTime(raw), 'must be an ISO 8601 date or date-time, year 1 to 9999') }],
  ['updated_at', { ops: ['gte', 'lte'], parse: (raw) => checked(parseIsoDateTime(raw), 'must be an ISO 8601 date or date-time, year 1 to 9999') }],
  ['created_by', { ops: ['eq'], parse: (raw) => raw }],
  ['updated_by', { ops: ['eq'], parse: (raw) => raw }],
]);
const SYSTEM_SORTS = new Set(['id', 'created_at', 'updated_at', 'version']);

function checked<T>(value: T | undefined, why: string): T {
  if (value === undefined) throw new Error(why);
  return value;
}

export function parseListParams(decl: ResourceDeclaration, query: Record<string, unknown>, locale: Locale): ListParams {
  const bad = (param: string, why: string) => queryError(locale, param, why);
  const { page, size } = queryPaging(locale, query);

  const sort = one(query.sort) ?? decl.list.sort.field;
  const field = fieldOf(decl, sort);
  // A report's view has an id but none of the other system columns.
  const system = (name: string) => (decl.report ? name === 'id' : true);
  const sortable = (SYSTEM_SORTS.has(sort) && system(sort)) || (field && isSortable(field));
  if (!sortable) throw bad('sort', `"${sort}" is not a sortable field`);
  const rawOrder = (one(query.order) ?? (one(query.sort) ? 'asc' : decl.list.sort.order)).toLowerCase();
  if (rawOrder !== 'asc' && rawOrder !== 'desc') throw bad('order', 'must be asc or desc');

  const keyword = queryText(locale, 'keyword', query.keyword);
  const ids = queryIds(locale, 'ids', query.ids);

  const filters: Filter[] = [];
  for (const [param, rawValue] of Object.entries(query)) {
    if (RESERVED.has(param)) continue;
    const value = one(rawValue);
    if (value === undefined || value === '') continue;
    if (holdsNul(value)) throw bad(param, paramText(locale, 'nul'));
    const m = /^(.+)_(ne|like|in|gte|lte)$/.exec(param);
    let column = param;
    let op: FilterOp = 'eq';
    if (m && (fieldOf(decl, m[1]) || (SYSTEM_FILTERS.has(m[1]) && system(m[1]))) && !fieldOf(decl, param)) {
      column = m[1];
      op = m[2] as FilterOp;
    }
    const declared: Field | undefined = fieldOf(decl, column);
    const systemFilter = system(column) ? SYSTEM_FILTERS.get(column) : undefined;
    if (!declared && !systemFilter) throw bad(param, 'is not a field of this list');
    const ops = declared ? filterOps(declared) : systemFilter!.ops;
    if (!FILTER_OPS.includes(op) || !ops.includes(op)) throw bad(param, `cannot be filtered with "${op}"`);
    const parse = (raw: string) => (declared ? kindOf(declared).parseFilter(declared, raw) : systemFilter!.parse(raw));
    try {
      if (op === 'in' && value.split(',').length > MAX_LIST_IDS) throw new Error(paramText(locale, 'idList', { max: MAX_LIST_IDS }));
      const parsed = op === 'in' ? value.split(',').map((v) => parse(v.trim())) : parse(value);
      filters.push({ column, op, value: parsed, array: declared?.kind === 'multiReference' });
    } catch (e) {
      throw bad(param, (e as Error).message);
    }
  }
  return { page, size, sort, order: rawOrder, keyword, ids, filters };
}
