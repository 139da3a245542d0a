// The one write path for declared records: load, write, 409 when the caller's version is stale,
// record the event (with both identities on a switched session: req.user carries original_user),
// then answer with reference titles through the field guard. The caller's row scope (./scope.ts)
// applies to every load and write here: a record outside it is not found, a value moving one out is
// 403. The generic routes, the commands, saveRecord and module routes use it through
// `records(req, decl, db)`; each step is here once.
//
// `create` / `update` / `remove` run inside the executor bound (the caller's transaction, when a call
// writes several records at once); `answer` is what goes back to the client, always guarded.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../src/schema';
import { recordEvent } from './events';
import { attachReferenceTitles, type ReferenceTitles } from './referenceTitles';
import { deleteRecord, getRecord, insertRecord, lockRecords, updateRecord } from './repository';
import { refuseFinal } from './finalStates';
import { limitOf, refuseOutsideValues } from './scope';
import type { DB, ResourceRow } from '../db/types';
import { refuseBrokenRules } from '../fields/crossField';
import { refuseOverlaps, touchesPeriods } from '../fields/periods';
import { guardOf } from '../fields/guard';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';
import { notFound, recordWord } from './request';

export const staleError = (req: FastifyRequest, decl: ResourceDeclaration) => new ApiError(409, t(req.locale, 'stale', { what: recordWord(decl, req) }));

/** Inserts checked values and records the creation. */
async function createIn(db: Kysely<DB>, req: FastifyRequest, decl: ResourceDeclaration, values: Record<string, unknown>): Promise<ResourceRow> {
  const user = req.user!;
  refuseBrokenRules(decl, values, req.locale);
  await refuseOutsideValues(db, decl, limitOf(decl, req), values, user, req.locale, true);
  const row = await insertRecord(db, decl, values, user.name);
  await refuseOverlaps(db, decl, [row], req.locale);
  await recordEvent(db, { user, resource: decl.name, recordId: Number(row.id), action: 'create', after: row });
  return row;
}

export interface UpdateOptions {
  /** The version the caller saw: a different one is 409. Undefined: the one just loaded. */
  version?: number;
  /** Stored on the event (a command's reason, else its name). */
  reason?: string | null;
  /** Looks at the loaded record first: throws to refuse; returns false to leave it as it is (answered unchanged). */
  check?: (before: ResourceRow) => boolean | void;
}

/** Loads the record (404), updates it when its version matches (409), records the change. */
async function updateIn(
  db: Kysely<DB>,
  req: FastifyRequest,
  decl: ResourceDeclaration,
  id: number,
  values: Record<string, unknown>,
  options: UpdateOptions = {},
): Promise<ResourceRow> {
  const user = req.user!;
  const limit = limitOf(decl, req);
  const before = await getRecord(db, decl, id, limit);
  if (!before) throw notFound(req, decl, id);
  if (options.version !== undefined && Number(before.version) !== options.version) throw staleError(req, decl);
  refuseFinal(req, decl, before);
  if (options.check?.(before) === false) return before;
  // A partial update: the declared rules across fields hold for the stored record with the change.
  refuseBrokenRules(decl, { ...before, ...values }, req.locale);
  await refuseOutsideValues(db, decl, limit, values, user, req.locale, false);
  const after = await updateRecord(db, decl, id, options.version ?? Number(before.version), values, user.name, limit);
  if (!after) throw staleError(req, decl);
  if (touchesPeriods(decl, values)) await refuseOverlaps(db, decl, [after], req.locale);
  await recordEvent(db, { user, resource: decl.name, recordId: id, action: 'update', before, after, reason: options.reason });
  return after;
}

/** Deletes the record (404 when gone) and records what it held. */
async function deleteIn(db: Kysely<DB>, req: FastifyRequest, decl: ResourceDeclaration, id: number, reason: string | null = null): Promise<ResourceRow> {
  // Locked first, so a concurrent move into a final state (a draft applied) is seen.
  const [locked] = decl.states?.final ? await lockRecords(db, decl, [id], limitOf(decl, req)) : [];
  if (locked) refuseFinal(req, decl, locked);
  const before = await deleteRecord(db, decl, id, limitOf(decl, req));
  if (!before) throw notFound(req, decl, id);
  await recordEvent(db, { user: req.user!, resource: decl.name, recordId: id, action: 'delete', before, reason });
  return before;
}

/** Rows as the caller may see them: reference titles attached (`known` ones not read again), guarded fields withheld. */
async function answerRows(db: Kysely<DB>, req: FastifyRequest, decl: ResourceDeclaration, rows: ResourceRow[], known?: ReferenceTitles): Promise<ResourceRow[]> {
  await attachReferenceTitles(db, req.server.declarations, decl, rows, known);
  return guardOf(decl, req).rows(rows);
}

async function answerRow(db: Kysely<DB>, req: FastifyRequest, decl: ResourceDeclaration, row: ResourceRow, known?: ReferenceTitles): Promise<ResourceRow> {
  return (await answerRows(db, req, decl, [row], known))[0];
}

/**
 * The record service bound once to one caller (`req`), one declaration and one executor (the
 * database, or the caller's transaction when several writes go together): what routes write and answer through.
 */
export interface Records {
  create(values: Record<string, unknown>): Promise<ResourceRow>;
  update(id: number, values: Record<string, unknown>, options?: UpdateOptions): Promise<ResourceRow>;
  remove(id: number, reason?: string | null): Promise<ResourceRow>;
  answer(row: ResourceRow, known?: ReferenceTitles): Promise<ResourceRow>;
  answerRows(rows: ResourceRow[], known?: ReferenceTitles): Promise<ResourceRow[]>;
}

export const records = (req: FastifyRequest, decl: ResourceDeclaration, db: Kysely<DB>): Records => ({
  create: (values) => createIn(db, req, decl, values),
  update: (id, values, options) => updateIn(db, req, decl, id, values, options),
  remove: (id, reason) => deleteIn(db, req, decl, id, reason),
  answer: (row, known) => answerRow(db, req, decl, row, known),
  answerRows: (rows, known) => answerRows(db, req, decl, rows, known),
});
