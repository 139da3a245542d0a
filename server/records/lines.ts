// A record and its lines (src/schema/lines.ts) read and saved together, for every declaration with lines:
//   GET  {base}/{id}/lines   the record with each collection of lines (`{ ...record, items: [...] }`)
//   POST {base}/lines        create the record with its lines
//   PUT  {base}/{id}/lines   change the record and its lines, with the record's `version`
// A collection in the body replaces the stored one: a row with `id` updates that line, a row without
// creates one, a stored line not sent is deleted; a collection left out is left alone. Everything
// is checked before anything is written (all rows, each error naming its row as rule R22 says), and
// written in one transaction: nothing or all. Saving lines bumps the record's version, so a clerk
// working on an older copy of the lines gets a 409. One event per save, its before/after holding the lines.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { crossFieldProblems, lineDeclaration, lineErrorField, lineWords, linesOf, rowMessage, tableName, validateLines, validateRecord, valueText, type FieldError, type ResourceDeclaration } from '../../src/schema';
import type { DB, ResourceRow } from '../db/types';
import { writeTransaction } from '../db/retry';
import { guardOf } from '../fields/guard';
import { refuseOverlaps, touchesPeriods } from '../fields/periods';
import { ApiError, ok } from '../http/errors';
import { t } from '../http/messages';
import { bodyVersion } from '../http/params';
import { access } from '../http/routeAccess';
import { records } from './recordService';
import { declAccess, notFound, ownCallRefusal, pathId, recordWord } from './request';
import { wordDbError } from './dbErrors';
import { recordEvent } from './events';
import { insertJsonRows } from './jsonRows';
import { readReferenceTitles, type ReferenceTitles } from './referenceTitles';
import { getRecord, insertRecord, updateRecord } from './repository';
import { refuseFinal } from './finalStates';
import { limitOf, refuseOutsideValues } from './scope';
import type { CrudContext } from './routes';
import { withDefaults } from './defaults';

type Executor = Kysely<DB> | Transaction<DB>;
type AnyDB = Record<string, ResourceRow>;
const dyn = (db: Executor) => db as unknown as Kysely<AnyDB>;

/** The stored lines of one record, in their order. */
export async function readLines(db: Executor, parent: ResourceDeclaration, name: string, parentId: number): Promise<ResourceRow[]> {
  const lines = parent.lines![name];
  return dyn(db)
    .selectFrom(lines.table)
    .selectAll()
    .where(lines.parentField, '=', parentId)
    .orderBy(lines.orderField ?? 'id')
    .orderBy('id')
    .execute();
}

const invalid = (req: FastifyRequest, errors: FieldError[]) =>
  new ApiError(400, errors.length === 1 ? errors[0].message : [t(req.locale, 'invalid'), ...errors.slice(0, 5).map((e) => e.message)].join('\n'), errors);

interface Checked {
  parent: Record<string, unknown>;
  lines: Map<string, Record<string, unknown>[]>;
}

/** Field rights, the record's own rules and every line's, before anything is written. */
async function checkBody(req: FastifyRequest, decl: ResourceDeclaration, body: Record<string, unknown>, before: ResourceRow | undefined): Promise<Checked> {
  const locale = req.locale;
  const own: Record<string, unknown> = {};
  const sent = new Map<string, unknown>();
  for (const [key, value] of Object.entries(body)) {
    if (decl.lines && Object.hasOwn(decl.lines, key)) sent.set(key, value);
    else own[key] = value;
  }
  guardOf(decl, req).refuseWrite(own, !before);
  const parentChecked = await validateRecord(decl, before ? own : withDefaults(decl.fields, own), { locale, partial: !!before });
  const errors: FieldError[] = parentChecked.ok ? [] : [...parentChecked.errors];
  const merged = { ...(before ?? {}), ...(parentChecked.ok ? parentChecked.value : own) };
  // The declared rules across fields, on the stored record with the change (a partial save).
  if (parentChecked.ok) errors.push(...crossFieldProblems(decl.fields, merged, locale));
  const lines = new Map<string, Record<string, unknown>[]>();
  for (const [name] of linesOf(decl)) {
    if (!sent.has(name)) continue;
    const rows = sent.get(name);
    if (!Array.isArray(rows) || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
      errors.push({ field: name, message: lineWords(locale).notRows() });
      continue;
    }
    const guard = guardOf(lineDeclaration(decl, name), req);
    for (const row of rows as Record<string, unknown>[]) guard.refuseWrite(row, row.id === undefined || row.id === null);
    // New lines start at their declared defaults (a stored one keeps what it has).
    const lineFields = lineDeclaration(decl, name).fields;
    const given = (rows as Record<string, unknown>[]).map((row) => (row.id === undefined || row.id === null || row.id === '' ? withDefaults(lineFields, row) : row));
    const result = await validateLines(decl, name, given, merged, locale);
    if (result.ok) lines.set(name, result.values);
    else errors.push(...result.errors);
  }
  if (errors.length) throw invalid(req, errors);
  return { parent: parentChecked.ok ? parentChecked.value : {}, lines };
}

/** Reference titles read ahead for a save's answer: the record's and each collection's. */
interface KnownTitles {
  parent: ReferenceTitles;
  lines: Map<string, ReferenceTitles>;
}

/** New lines written per INSERT statement (one JSON parameter each). */
const INSERT_BATCH = 1000;

/** Writes one collection: update the rows with an id, insert the others, delete the stored lines not sent. */
async function saveLines(trx: Transaction<DB>, req: FastifyRequest, ctx: CrudContext, decl: ResourceDeclaration, name: string, parent: ResourceRow, rows: Record<string, unknown>[], created: boolean) {
  const lines = decl.lines![name];
  const parentId = Number(parent.id);
  // A record created in this transaction has no lines yet: nothing to read.
  const stored = created ? [] : await readLines(trx, decl, name, parentId);
  const storedIds = new Set(stored.map((r) => Number(r.id)));
  const copied: Record<string, unknown> = {};
  for (const [line, field] of Object.entries(lines.fromParent ?? {})) copied[line] = parent[field];
  const locale = req.locale;
  const keep = new Set<number>();
  const fresh: { index: number; values: Record<string, unknown> }[] = [];
  const lockedIds = new Set(lines.lockedField ? stored.filter((r) => r[lines.lockedField!] === true).map((r) => Number(r.id)) : []);
  /** A refusal found while writing row `index`, named by its row like the checks before writing. */
  const rowError = (index: number, field: string, message: string, status = 400) => {
    const title = lines.titleField ? valueText(rows[index][lines.titleField]) : '';
    const msg = rowMessage(locale, index, title, message);
    return new ApiError(status, msg, [{ field: lineErrorField(name, index, field), row: index + 1, message: msg }]);
  };
  const copiedEntries = Object.entries(copied);
  const lineDefaults = Object.entries(lines.fields).flatMap(([key, f]) => (f.defaultValue !== undefined ? [[key, f.defaultValue] as const] : []));
  const userName = req.user!.name;
  for (let index = 0; index < rows.length; index++) {
    // Built key by key: rest and spread copies cost ten times more over a 500-line order.
    const row = rows[index];
    const id = row.id;
    const values: Record<string, unknown> = {};
    for (const key of Object.keys(row)) if (key !== 'id') values[key] = row[key];
    for (const [key, value] of copiedEntries) values[key] = value;
    if (lines.orderField) values[lines.orderField] = index + 1;
    const isNew = id === undefined || id === null || id === '';
    const lineId = typeof id === 'number' || typeof id === 'string' ? Number(id) : NaN;
    if (!isNew && (!storedIds.has(lineId) || keep.has(lineId))) throw rowError(index, 'id', lineWords(locale).unknown());
    if (!isNew && lockedIds.has(lineId)) {
      const was = stored.find((r) => Number(r.id) === lineId)!;
      const changed = Object.keys(values).find((f) => f !== lines.orderField && sameValue(values[f]) !== sameValue(was[f]));
      if (changed) throw rowError(index, changed, lineWords(locale).locked(), 409);
    }
    if (isNew) {
      // Server-set fields (a lock) start at their default too: the checks drop them from what was sent.
      for (const [key, field] of lineDefaults) if (values[key] === undefined) values[key] = field;
      values[lines.parentField] = parentId;
      values.created_by = userName;
      fresh.push({ index, values });
      continue;
    }
    try {
      if (Object.keys(values).length) await dyn(trx).updateTable(lines.table).set(values).where('id', '=', lineId).execute();
    } catch (err) {
      // A reference to a record deleted meanwhile, a database-backed unique rule: worded on the row.
      const worded = wordDbError(err, lineDeclaration(decl, name), locale, (table) => ctx.labelOfTable(table, req));
      if (!worded) throw err;
      throw rowError(index, worded.errors?.[0]?.field ?? 'id', worded.message, worded.status);
    }
    keep.add(lineId);
  }
  // New rows go in a few statements of one JSON parameter each (a 500-line order is one round trip,
  // not 500); a database refusal is still named on its row, found by the key value the database reports.
  const inserted: ResourceRow[] = [];
  for (let at = 0; at < fresh.length; at += INSERT_BATCH) {
    const batch = fresh.slice(at, at + INSERT_BATCH);
    try {
      inserted.push(...(await insertJsonRows(trx, lines.table, batch.map((f) => f.values))));
    } catch (err) {
      const worded = wordDbError(err, lineDeclaration(decl, name), locale, (table) => ctx.labelOfTable(table, req));
      if (!worded) throw err;
      const key = /Key \(([a-z0-9_]+)\)=\((.*)\)/.exec((err as { detail?: string }).detail ?? '');
      const hit = (key && batch.find((f) => String(f.values[key[1]]) === key[2])) || batch[0];
      throw rowError(hit.index, worded.errors?.[0]?.field ?? 'id', worded.message, worded.status);
    }
  }
  const gone = [...storedIds].filter((id) => !keep.has(id));
  const goneLocked = stored.find((r) => lockedIds.has(Number(r.id)) && !keep.has(Number(r.id)));
  if (goneLocked) {
    const title = lines.titleField ? String(goneLocked[lines.titleField] ?? '') : '';
    const msg = rowMessage(locale, stored.indexOf(goneLocked), title, lineWords(locale).locked());
    throw new ApiError(409, msg, [{ field: name, message: msg }]);
  }
  if (gone.length) await dyn(trx).deleteFrom(lines.table).where('id', 'in', gone).execute();
  // Only new lines, inserted in the order sent: they are the collection as stored, without reading it back.
  const after = stored.length === 0 ? inserted : await readLines(trx, decl, name, parentId);
  return { before: stored, after };
}

/** A value as stored and as sent compare alike: decimals without trailing zeros, dates as days, blanks as null. */
function sameValue(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const s = String(v);
  return /^-?\d+\.\d+$/.test(s) ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

export function registerLineRoutes(app: FastifyInstance, decl: ResourceDeclaration, ctx: CrudContext) {
  const collections = linesOf(decl);
  if (collections.length === 0) return;
  const { db } = ctx;
  const base = decl.api.base;

  /** The answer: the record and its lines, each through its field guard, with reference titles. */
  async function answer(req: FastifyRequest, row: ResourceRow, lines?: Map<string, ResourceRow[]>, known?: KnownTitles) {
    // The record's titles and each collection's are read side by side (separate pooled connections).
    const [head, ...answered] = await Promise.all([
      records(req, decl, db).answer(row, known?.parent),
      ...collections.map(async ([name]) =>
        records(req, lineDeclaration(decl, name), db).answerRows(lines?.get(name) ?? (await readLines(db, decl, name, Number(row.id))), known?.lines.get(name)),
      ),
    ]);
    const out: Record<string, unknown> = head;
    for (const [i, [name]] of collections.entries()) out[name] = answered[i];
    return ok(out);
  }

  const reword = (req: FastifyRequest, err: unknown) => {
    if (err instanceof ApiError) return err;
    return wordDbError(err, decl, req.locale, (table) => ctx.labelOfTable(table, req)) ?? err;
  };

  /**
   * The titles the answer will carry, read on another pooled connection while the save is written
   * (a 500-line order names 500 materials). Titles of references only the stored rows hold are read
   * after; a failure here only means reading them all after.
   */
  function titlesAhead(req: FastifyRequest, checked: Checked): Promise<KnownTitles | undefined> {
    const read = async () => {
      const lines = new Map<string, ReferenceTitles>();
      // Not the saved record's own table: this save may change a title there.
      const own = tableName(decl);
      for (const [name, rows] of checked.lines) lines.set(name, await readReferenceTitles(db, req.server.declarations, lineDeclaration(decl, name), rows, undefined, own));
      return { parent: await readReferenceTitles(db, req.server.declarations, decl, [checked.parent], undefined, own), lines };
    };
    return read().catch(() => undefined);
  }

  /** One save: the record (created or updated with its version), then each collection sent; one event. */
  async function save(req: FastifyRequest, id: number | undefined) {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const locale = req.locale;
    const version = id === undefined ? undefined : bodyVersion(locale, body.version);
    if (id !== undefined && version === undefined) {
      const msg = t(locale, 'versionMissing');
      throw new ApiError(400, msg, [{ field: 'version', message: msg }]);
    }
    const limit = limitOf(decl, req);
    const current = id === undefined ? undefined : await getRecord(db, decl, id, limit);
    if (id !== undefined && !current) throw notFound(req, decl, id);
    const { version: _v, id: _id, ...rest } = body;
    const checked = await checkBody(req, decl, rest, current);
    const known = titlesAhead(req, checked);
    const user = req.user!;
    try {
      const { row, lines } = await writeTransaction(db, async (trx) => {
        const before = id === undefined ? undefined : await getRecord(trx, decl, id, limit);
        if (id !== undefined && !before) throw notFound(req, decl, id);
        if (before) refuseFinal(req, decl, before);
        await refuseOutsideValues(trx, decl, limit, checked.parent, user, locale, !before);
        const row = before ? await updateRecord(trx, decl, id!, version!, checked.parent, user.name, limit) : await insertRecord(trx, decl, checked.parent, user.name);
        if (!row) throw new ApiError(409, t(locale, 'stale', { what: recordWord(decl, req) }));
        if (!before || touchesPeriods(decl, checked.parent)) await refuseOverlaps(trx, decl, [row], locale);
        const lines = new Map<string, ResourceRow[]>();
        const beforeLines: Record<string, unknown> = {};
        const afterLines: Record<string, unknown> = {};
        for (const [name, rows] of checked.lines) {
          const saved = await saveLines(trx, req, ctx, decl, name, row, rows, !before);
          lines.set(name, saved.after);
          beforeLines[name] = saved.before;
          afterLines[name] = saved.after;
        }
        const recordId = Number(row.id);
        await recordEvent(trx, { user, resource: decl.name, recordId, action: before ? 'update' : 'create', before: before && { ...before, ...beforeLines }, after: { ...row, ...afterLines } });
        return { row, lines };
      });
      return answer(req, row, lines, await known);
    } catch (err) {
      throw reword(req, err);
    }
  }

  app.get(`${base}/:id/lines`, access(declAccess(decl, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const row = await getRecord(db, decl, id, limitOf(decl, req));
    if (!row) throw notFound(req, decl, id);
    return answer(req, row);
  });
  // Lines the module's own calls write answer 405 naming them (after the access check).
  const closed = decl.writtenByOwnCalls?.lines;
  app.post(`${base}/lines`, access(declAccess(decl, 'write')), closed ? ownCallRefusal(decl) : (req) => save(req, undefined));
  app.put(`${base}/:id/lines`, access(declAccess(decl, 'write')), closed ? ownCallRefusal(decl) : (req) => save(req, pathId(req, 'id')));
}
