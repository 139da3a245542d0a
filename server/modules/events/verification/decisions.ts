// The review's effects on a verification draft, run by the transition route inside its transaction
// with the drafts locked: approving writes the proposed values to the target through saveRecord (its
// declaration's rules, version and event); refusing tells the author. Either throws to refuse the call.
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { labelIn, wordIn, type ResourceDeclaration } from '../../../../src/schema';
import { findResource } from '../../../../src/resources/declarations';
import { wordDbError } from '../../../records/dbErrors';
import type { TransitionEffect } from '../../../records/transitionEffects';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { saveRecord } from '../../../records/saveRecord';

/** The draft's target (the resource its first field references) and the fields it proposes. */
export function draftTarget(decl: ResourceDeclaration): { target: ResourceDeclaration; targetField: string; proposed: string[] } {
  const [targetField, ref] = Object.entries(decl.fields)[0];
  const target = ref.kind === 'reference' ? findResource(ref.reference) : undefined;
  if (!target) throw new Error(`verification draft ${decl.name}: its first field must reference the target`);
  return { target, targetField, proposed: Object.keys(decl.fields).filter((f) => f in target.fields && f !== decl.states?.field) };
}

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * Saves the proposal to the target; a database refusal is worded for the reviewer, naming the draft
 * and the value (an MPN or EC code another record holds already is a conflict: 409, not a 500).
 */
async function saveProposal(trx: Transaction<DB>, req: FastifyRequest, target: ResourceDeclaration, body: Record<string, unknown>, title: string) {
  try {
    return (await saveRecord(trx, req, target, body)).row;
  } catch (err) {
    const locale = req.locale;
    const worded = wordDbError(err, target, locale, (table) => {
      const decl = findResource(table);
      return decl ? wordIn(decl.label, locale) : table;
    });
    if (!worded) throw err;
    const status = (err as { code?: string }).code === '23505' ? 409 : worded.status;
    throw new ApiError(status, `${title}: ${worded.message}`, worded.errors);
  }
}

export const approveDraft: TransitionEffect = async (trx, { req, decl, row, title }) => {
  const { target, targetField, proposed } = draftTarget(decl);
  const values = Object.fromEntries(proposed.filter((f) => filled(row[f])).map((f) => [f, row[f]]));
  let saved: ResourceRow;
  if (filled(row[targetField])) {
    const id = Number(row[targetField]);
    // The current version, locked: a concurrent edit of the record waits, and blank proposals keep its values.
    const current = (await sql<{ version: number }>`select version from ${sql.table(target.name)} where id = ${id} for update`.execute(trx)).rows[0];
    saved = await saveProposal(trx, req, target, { ...values, id, version: current ? Number(current.version) : 0 }, title);
  } else {
    // A new record starts from its declaration's defaults (active, USD, ...), as the create form does.
    const defaults = Object.entries(target.fields).filter(([, f]) => f.defaultValue !== undefined && !f.readOnly).map(([name, f]) => [name, f.defaultValue]);
    saved = await saveProposal(trx, req, target, { ...Object.fromEntries(defaults), ...values }, title);
  }
  await sql`update ${sql.table(decl.name)} set ${sql.ref(targetField)} = ${Number(saved.id)}, reviewed_at = now() where id = ${Number(row.id)}`.execute(trx);
};

/** The memo the call gives this draft: the item's own, else the one for every item (the route checked it). */
function memoOf(body: unknown, id: number): string {
  const b = (body ?? {}) as { items?: { id?: unknown; review_memo?: unknown }[]; review_memo?: unknown };
  const own = b.items?.find((i) => Number(i.id) === id)?.review_memo;
  return String(filled(own) ? own : (b.review_memo ?? ''));
}

export const refuseDraft: TransitionEffect = async (trx, { req, decl, row, title }) => {
  await sql`update ${sql.table(decl.name)} set reviewed_at = now() where id = ${Number(row.id)}`.execute(trx);
  const author = (await sql<{ id: number; language: string | null }>`select id, language from users where name = ${String(row.created_by)}`.execute(trx)).rows[0];
  if (!author) return;
  const locale = author.language?.startsWith('zh') ? 'zh-CN' : 'en-US';
  const what = labelIn(decl.recordLabel, locale);
  const memo = memoOf(req.body, Number(row.id));
  const title_ = locale === 'zh-CN' ? `${what}“${title}”被拒绝` : `${what} "${title}" was refused`;
  const content = [locale === 'zh-CN' ? `审核人：${req.user!.name}` : `Reviewed by ${req.user!.name}`, memo].filter(Boolean).join('\n');
  await sql`insert into user_notification (user_id, title, content, audience, sent_by)
    values (${author.id}, ${title_}, ${content}, 'user', ${req.user!.name})`.execute(trx);
};
