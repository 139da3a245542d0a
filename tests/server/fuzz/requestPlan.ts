// The requests the fuzz test sends: built from the route list (every registered operation) and the
// declarations (their fields, filters and kinds), each class of issue 9 deterministically, then
// seeded random ones from fast-check.
import fc from 'fast-check';
import { filterOps, kindOf, writableFields, type ResourceDeclaration } from '../../../src/schema';
import type { RegisteredRoute } from '../../../server/apiDoc/routeList';
import { bodyValue, deepBody, hostileBodyValues, NUL_TEXT, OWN_KEY_OBJECTS, PATH_IDS, PROTOTYPE_NAMES, queryValue, RAW_QUERY_VALUES } from './hostileValues';

export interface FuzzRequest {
  method: string;
  url: string;
  body?: unknown;
  anonymous?: boolean;
  /** A body sent as it is, under its own content type (the multipart classes). */
  raw?: { contentType: string; payload: string };
  /** Fill `version` in the body with the record's current one (so the write reaches the database). */
  currentVersionOf?: { decl: ResourceDeclaration; id: number };
}

/** A record per declaration that bodies are copied from and updates aim at. */
export type Samples = Map<string, { id: number; record: Record<string, unknown> }>;

export interface PlanOptions {
  routes: RegisteredRoute[];
  resources: ResourceDeclaration[];
  samples: Samples;
  /** Path id used where a feature route needs an existing record (never the signed-in admin's own). */
  existingId: number;
  seed: number;
  randomPerRoute: number;
}

/** Hostile values each declared field receives per write operation (rotating through its kind's list). */
const VALUES_PER_FIELD = 3;

// Keys the hand-written routes read from bodies and query strings, beside the declared fields.
const FEATURE_BODY_KEYS = ['id', 'version', 'items', 'ids', 'name', 'description', 'permissions', 'fields', 'role_ids', 'nick_name', 'email', 'language', 'password', 'current_password', 'username', 'captcha', 'captchaId', 'token', 'code', 'code_verifier', 'title', 'content', 'audit_status', 'audit_memo', 'initial_price', 'disabled', 'reason', 'vendor_id', 'period', 'ratio'];
const FEATURE_QUERY_KEYS = ['page', 'size', 'sort', 'order', 'keyword', 'ids', 'limit', 'field', 'format', 'from', 'to', 'user_id', 'resource', 'record_id', 'action', 'sloc_id', 'material_id', 'ticket', 'id', 'type', 'code'];

/** One-parameter query classes: every GET operation receives one value of each, rotating across operations. */
const QUERY_CLASSES: [string, string][][] = [
  NUL_TEXT.map((v): [string, string] => ['keyword', v]),
  PROTOTYPE_NAMES.map((v): [string, string] => ['sort', v]),
  PROTOTYPE_NAMES.flatMap((v): [string, string][] => [[v, '1'], [`${v}_like`, 'x'], [`${v}_gte`, '1']]),
  ['1e20', '99999999999999999999', '-1', '1.5', '0', '1e400'].flatMap((v): [string, string][] => [['page', v], ['size', v]]),
  ['99999999999999999999', '1.5,2', '1e20', '1,,2', '-1', '9223372036854775808'].map((v): [string, string] => ['ids', v]),
  ['1', '0000-01-01', '99999-12-31', '2024-02-30', '-271821-04-20T00:00:00Z', 'a\u0000'].flatMap((v): [string, string][] => [
    ['created_at_gte', v],
    ['updated_at_lte', v],
    ['from', v],
    ['to', v],
  ]),
  ['99999999999999999999', 'a\u0000', '1e20'].flatMap((v): [string, string][] => [['id', v], ['id_in', `1,${v}`], ['user_id', v], ['record_id', v], ['limit', v]]),
  ['order', 'format', 'field', 'resource', 'action', 'ticket', 'sloc_id', 'material_id', 'created_by'].map((k): [string, string] => [k, 'a\u0000b']),
];

/**
 * Lists and files answer one row (a whole export costs a second), unless the class itself is about
 * paging or ids: the hostile parameter is still read, the answer stays cheap.
 */
function narrow(url: string, pairs: [string, string][]): [string, string][] {
  if (pairs.some(([k]) => ['page', 'size', 'ids', 'id', 'id_in'].includes(k))) return pairs;
  return [...pairs, url.endsWith('/export') ? ['ids', '1'] : ['size', '1']];
}

/** `n` items of a list from position `at`, wrapping: operations share out a class's values. */
const rotate = <T>(list: T[], at: number, n: number): T[] => Array.from({ length: Math.min(n, list.length) }, (_, i) => list[(at + i) % list.length]);

const ABSENT_ID = '987654321';
const DEEP_BODY = deepBody();

const part = (headers: string, value: string) => `--b\r\n${headers}\r\n\r\n${value}\r\n`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Multipart bodies that once answered 500 on JSON routes, and malformed ones for the routes that take them. */
const MULTIPART_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'multipart/form-data', payload: 'x' },
  { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
  { contentType: 'multipart/form-data; boundary=zzz', payload: 'garbage without a delimiter' },
  { contentType: 'multipart/form-data; boundary=b', payload: `${part('Content-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: ' + XLSX, 'not a zip')}--b--\r\n` },
  { contentType: 'multipart/form-data; boundary=b', payload: `${part('Content-Disposition: form-data; name="name"', 'a\u0000b')}${part('Content-Disposition: form-data; name="__proto__"', '1')}--b--\r\n` },
  { contentType: 'multipart/form-data; boundary=b', payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nabc' },
];

const enc = (v: string) => (RAW_QUERY_VALUES.includes(v) ? v : encodeURIComponent(v));
const query = (pairs: [string, string][]) => (pairs.length ? `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}` : '');
export const fillPath = (path: string, value: string) => path.replace(/\{[A-Za-z0-9_]+\}|\*/g, () => enc(value));

/** Query values per declared kind: what the column or JavaScript would misread. */
function filterValues(kind: string): string[] {
  switch (kind) {
    case 'text':
    case 'enum':
      return ['a\u0000b', '%ED%A0%80'];
    case 'date':
    case 'datetime':
      return ['1', '0000-01-01', '99999-12-31', '2024-02-30', 'a\u0000'];
    case 'boolean':
      return ['\u0000', 'maybe'];
    default:
      return ['99999999999999999999', '1e400', '1e20', '1.5', 'a\u0000'];
  }
}

export function declOf(path: string, resources: ResourceDeclaration[]): { decl: ResourceDeclaration; rest: string } | undefined {
  for (const decl of resources) {
    const bases = decl.name === 'material' ? [decl.api.base, '/api/v1/material'] : [decl.api.base];
    for (const base of bases) if (path === base || path.startsWith(`${base}/`)) return { decl, rest: path.slice(base.length) };
  }
  return undefined;
}

function declarationRequests(route: RegisteredRoute, decl: ResourceDeclaration, rest: string, samples: Samples, at: number): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const base = route.path.slice(0, route.path.length - rest.length);
  const sample = samples.get(decl.name);
  const isList = route.method === 'GET' && (rest === '' || rest === '/export');
  if (isList) {
    for (const [name, field] of Object.entries(decl.fields)) {
      out.push({ method: 'GET', url: `${route.path}${query(narrow(route.path, [['sort', name]]))}` });
      for (const op of filterOps(field)) {
        const param = op === 'eq' ? name : `${name}_${op}`;
        for (const v of rotate(filterValues(field.kind), at, 1)) out.push({ method: 'GET', url: `${route.path}${query(narrow(route.path, [[param, op === 'in' ? `1,${v}` : v]]))}` });
      }
    }
  }
  const writes = (route.method === 'PUT' || route.method === 'POST') && (rest === '/{id}' || rest === '');
  if (writes && sample) {
    const updating = rest === '/{id}';
    const url = updating ? `${base}/${sample.id}` : base;
    const copy = Object.fromEntries(writableFields(decl).filter((n) => n in sample.record).map((n) => [n, sample.record[n]]));
    for (const name of writableFields(decl)) {
      for (const v of rotate(hostileBodyValues(decl.fields[name]), at, VALUES_PER_FIELD)) {
        out.push(updating ? { method: route.method, url, body: { [name]: v }, currentVersionOf: { decl, id: sample.id } } : { method: route.method, url, body: { ...copy, [name]: v } });
      }
    }
    if (updating) for (const v of [1e20, 2147483648, '99999999999999999999', 1.5, -1, 'a\u0000', ...OWN_KEY_OBJECTS]) out.push({ method: route.method, url, body: { version: v } });
    out.push(...ownKeyRequests(route.method, url, decl, updating, copy, sample.id, at));
  }
  return out;
}

/**
 * Issue 22: every one-value field gets an object with its own toString/valueOf (one form per field,
 * rotating), and every form goes to all such fields at once.
 */
function ownKeyRequests(method: string, url: string, decl: ResourceDeclaration, updating: boolean, copy: Record<string, unknown>, id: number, at: number): FuzzRequest[] {
  const names = writableFields(decl).filter((n) => kindOf(decl.fields[n]).shape === 'value');
  const request = (values: Record<string, unknown>): FuzzRequest =>
    updating ? { method, url, body: values, currentVersionOf: { decl, id } } : { method, url, body: { ...copy, ...values } };
  const each = names.map((n, i) => request({ [n]: OWN_KEY_OBJECTS[(at + i) % OWN_KEY_OBJECTS.length] }));
  const all = names.length ? OWN_KEY_OBJECTS.map((v) => request(Object.fromEntries(names.map((n) => [n, v])))) : [];
  return [...each, ...all];
}

const FEATURE_VALUES: unknown[] = [...NUL_TEXT, 1e20, -1e20, 2147483648, '99999999999999999999', 1.5, -1, '1', '0000-01-01', [1e20], ['a\u0000'], { a: 1 }, '__proto__', 'constructor', ...OWN_KEY_OBJECTS];

/** Bodies for the hand-written calls: every known key holding one hostile value (also as items), then one key at a time. */
function featureBodies(at: number): unknown[] {
  const all = FEATURE_VALUES.map((v) => Object.fromEntries(FEATURE_BODY_KEYS.map((k) => [k, v])));
  const single = rotate(FEATURE_BODY_KEYS, at * 10, 10).map((k, i) => ({ [k]: FEATURE_VALUES[(at + i) % FEATURE_VALUES.length] }));
  return [...all, ...rotate(all, at, 3).map((item) => ({ items: [item] })), ...rotate(all, at + 3, 2).map((item) => [item]), ...single];
}

export function buildPlan(opts: PlanOptions): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const [at, route] of opts.routes.entries()) {
    const owner = declOf(route.path, opts.resources);
    // Deleting the sample records would leave the later updates nothing to aim at: deletes get absent ids.
    const existing = route.method === 'DELETE' ? ABSENT_ID : String((owner && opts.samples.get(owner.decl.name)?.id) ?? opts.existingId);
    const url = fillPath(route.path, existing);
    const hasBody = route.method !== 'GET';
    if (/[{*]/.test(route.path)) for (const id of rotate(PATH_IDS, at, 5)) out.push({ method: route.method, url: fillPath(route.path, id) });
    if (route.method === 'GET') for (const values of QUERY_CLASSES) for (const pair of rotate(values, at, 1)) out.push({ method: 'GET', url: `${url}${query(narrow(url, [pair]))}` });
    else out.push({ method: route.method, url: `${url}${query([['page', '1e20'], ['__proto__', '1'], ['keyword', 'a\u0000']])}` });
    if (owner) out.push(...declarationRequests(route, owner.decl, owner.rest, opts.samples, at));
    else if (hasBody && route.method !== 'DELETE') for (const body of featureBodies(at)) out.push({ method: route.method, url, body });
    out.push({ method: route.method, url: `${fillPath(route.path, '1e20')}${query([['page', '1e20'], ['sort', '__proto__']])}`, body: hasBody ? { name: 'a\u0000' } : undefined, anonymous: true });
    if (hasBody) for (const [i, raw] of rotate(MULTIPART_BODIES, at, 2).entries()) out.push({ method: route.method, url, raw, anonymous: i === 1 });
    // Nested far beyond the bound: refused before any route walks or re-serialises it.
    if (hasBody) out.push({ method: route.method, url, raw: { contentType: 'application/json', payload: DEEP_BODY } });
    out.push(...randomRequests(route, owner?.decl, existing, opts));
  }
  return out;
}

function randomRequests(route: RegisteredRoute, decl: ResourceDeclaration | undefined, existing: string, opts: PlanOptions): FuzzRequest[] {
  const fieldNames = decl ? Object.keys(decl.fields) : [];
  const key = fc.oneof(
    fc.constantFrom(...FEATURE_QUERY_KEYS, ...PROTOTYPE_NAMES, ...(fieldNames.length ? fieldNames : ['id'])),
    fc.constantFrom(...(fieldNames.length ? fieldNames : ['id'])).chain((n) => fc.constantFrom('_like', '_in', '_gte', '_lte', '_ne').map((op) => n + op)),
    fc.string({ maxLength: 10 }),
  );
  const bodyKey = fc.oneof(fc.constantFrom(...FEATURE_BODY_KEYS, ...PROTOTYPE_NAMES, ...(fieldNames.length ? fieldNames : ['id'])), fc.string({ maxLength: 10 }));
  const request = fc.record({
    pathValue: fc.oneof(route.method === 'DELETE' ? queryValue.filter((v) => !/^\s*\d{1,9}\s*$/.test(v)) : queryValue, fc.constant(existing)),
    pairs: fc.array(fc.tuple(key, queryValue), { maxLength: 4 }),
    body: fc.dictionary(bodyKey, bodyValue, { maxKeys: 5 }),
    /** One in five goes without a token. */
    anon: fc.integer({ min: 0, max: 4 }),
  });
  const seed = opts.seed + hash(`${route.method} ${route.path}`);
  return fc.sample(request, { seed, numRuns: opts.randomPerRoute }).map((r) => ({
    method: route.method,
    url: `${fillPath(route.path, r.pathValue)}${query(r.pairs)}`,
    body: route.method === 'GET' ? undefined : r.body,
    anonymous: r.anon === 0,
  }));
}

function hash(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}
