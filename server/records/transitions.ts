// One route per group of declared transitions (src/schema/transitions.ts), on `{api.base}/{path}`:
// `{ items: [{ id, version?, ...inputs }], ...inputs for every item, <state field>: the state entered
// when the group holds several }`. Checked before anything is read: the chosen transition's own
// permissions (a permission listed only there grants that transition only), ids and inputs by their
// fields' rules (400 naming the field and item). Then in one transaction, rows locked: records not in
// a state it leaves from refuse the call (or are skipped, `skipOthers`; none left is a 400), four
// eyes (403), declared refusals and stale versions (409), required inputs on every record (400 listing
// those without); only then every record moves, each with its event. All or nothing. The answer is
// `{ list, skipped }`, through the field guard with reference titles.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  allows,
  groupMethod,
  groupRule,
  groupUrl,
  itemTitle,
  labelIn,
  lastEditedBy,
  optionLabel,
  leavesFrom,
  transitionGroups,
  transitionRefusal,
  transitionRule,
  valueText,
  type Locale,
  type ResourceDeclaration,
  type StatesDeclaration,
  type TransitionDeclaration,
  type TransitionGroupOf,
} from '../../src/schema';
import type { ResourceRow } from '../db/types';
import { writeTransaction } from '../db/retry';
import { ApiError, ok } from '../http/errors';
import { t } from '../http/messages';
import { access } from '../http/routeAccess';
import { itemsOf } from './items';
import { fieldError, jsonBody, pluralWord, recordWord } from './request';
import { recordEvent } from './events';
import { attachReferenceTitles } from './referenceTitles';
import { records } from './recordService';
import type { CrudContext } from './routes';
import { lockRecords, updateRecord } from './repository';
import { limitOf } from './scope';
import { readTransitionItems, type TransitionItem } from './transitionInputs';
import { declaredOr, tm } from './transitionMessages';
import { transitionEffect } from './transitionEffects';

type Trx = Parameters<Parameters<typeof writeTransaction>[1]>[0];

export function registerTransitionRoutes(app: FastifyInstance, decl: ResourceDeclaration, ctx: CrudContext) {
  const states = decl.states;
  if (!states) return;
  for (const g of transitionGroups(decl)) {
    app.route({
      method: groupMethod(g.group),
      url: groupUrl(decl, g),
      ...access({ rule: groupRule(decl, g), action: 'write', what: (req) => pluralWord(decl, req) }),
      handler: async (req) => ok(await runTransition(ctx, req, decl, states, g)),
    });
  }
}

/** The transition the call names: the only one of the group, or the one entering the state the body names. */
function chosenTransition(req: FastifyRequest, decl: ResourceDeclaration, states: StatesDeclaration, g: TransitionGroupOf, body: Record<string, unknown>) {
  const locale = req.locale;
  const chosen = g.transitions.length === 1 ? g.transitions[0] : g.transitions.find(([, tr]) => tr.to === valueText(body[states.field]));
  if (!chosen) {
    const choices = g.transitions.map(([, tr]) => `${tr.to} (${labelIn(tr.label, locale)})`).join(', ');
    throw fieldError(states.field, tm(locale, 'chooseOne', { field: states.field, choices }));
  }
  // The route lets in anyone who may run one of the group; this one needs its own permission.
  if (!allows(req.user!, transitionRule(decl, chosen[1]), 'write')) throw new ApiError(403, t(locale, 'forbiddenWrite', { what: pluralWord(decl, req) }));
  return chosen;
}

async function runTransition(ctx: CrudContext, req: FastifyRequest, decl: ResourceDeclaration, states: StatesDeclaration, g: TransitionGroupOf) {
  const locale = req.locale;
  const body = jsonBody(req);
  const [name, transition] = chosenTransition(req, decl, states, g, body);
  const list = itemsOf(req);
  if (!g.group.bulk && list.length > 1) throw fieldError('items', tm(locale, 'oneOnly'));
  const items = await readTransitionItems(req, decl, transition, list, body);
  const user = req.user!;
  const moved = await writeTransaction(ctx.db, async (trx) => {
    const limit = limitOf(decl, req);
    const rows = await lockRecords(trx, decl, [...items.keys()], limit);
    const actionable = checkSelection(req, decl, states, g, transition, items, await titled(trx, req, decl, rows));
    const after: ResourceRow[] = [];
    for (const { row, title } of actionable) {
      const item = items.get(Number(row.id))!;
      if (transition.effect) await transitionEffect(transition.effect)(trx, { req, decl, row, title });
      const updated = await updateRecord(trx, decl, Number(row.id), Number(row.version), { ...item.inputs, [states.field]: transition.to }, user.name, limit);
      if (!updated) throw new ApiError(409, `${title}: ${t(locale, 'stale', { what: recordWord(decl, req) })}`);
      await recordEvent(trx, { user, resource: decl.name, recordId: Number(row.id), action: 'update', before: row, after: updated, reason: transition.reason ?? name });
      after.push(updated);
    }
    return after;
  });
  const done = new Set(moved.map((r) => Number(r.id)));
  return { list: await records(req, decl, ctx.db).answerRows(moved), skipped: [...items.keys()].filter((id) => !done.has(id)) };
}

/** The selected rows, locked so two people cannot both move the same record. */
/** The records the transition moves, or the refusal of the whole call (nothing changed). */
function checkSelection(
  req: FastifyRequest,
  decl: ResourceDeclaration,
  states: StatesDeclaration,
  g: TransitionGroupOf,
  transition: TransitionDeclaration,
  items: Map<number, TransitionItem>,
  named: { row: ResourceRow; title: string }[],
) {
  const locale: Locale = req.locale;
  const list = (some: { title: string }[]) => some.map((r) => r.title).join(', ');
  const actionable = named.filter(({ row }) => leavesFrom(states, transition, row));
  if (!actionable.length) throw new ApiError(g.group.noneIsConflict ? 409 : 400, declaredOr(g.group.none, locale, '', () => tm(locale, 'none')));
  const others = named.filter((r) => !actionable.includes(r));
  const missing = [...items.keys()].filter((id) => !named.some(({ row }) => Number(row.id) === id));
  if (!g.group.skipOthers && (others.length || missing.length)) {
    const words = [...others.map((r) => `${r.title} (${stateWord(decl, states, r.row, locale)})`), ...missing.map(String)].join(', ');
    throw new ApiError(409, tm(locale, 'notInFrom', { items: words }));
  }
  const own = actionable.filter(({ row }) => lastEditedBy(transition, row, req.user!.name));
  if (own.length) throw new ApiError(403, declaredOr(g.group.lastEditor, locale, list(own), () => tm(locale, 'lastEditor', { items: list(own) })));
  for (const r of actionable) {
    const version = items.get(Number(r.row.id))!.version;
    if (version !== undefined && version !== Number(r.row.version)) throw new ApiError(409, `${r.title}: ${t(locale, 'stale', { what: recordWord(decl, req) })}`);
    const refused = transitionRefusal(decl, transition, r.row, locale);
    if (refused) throw new ApiError(409, tm(locale, 'refusedOn', { item: r.title, message: refused }));
  }
  for (const field of transition.requiredInputs ?? []) {
    const without = actionable.filter(({ row }) => isEmpty(items.get(Number(row.id))!.inputs[field]));
    if (!without.length) continue;
    const fieldLabel = labelIn(decl.fields[field].label, locale);
    const message = declaredOr(g.group.missingOn, locale, list(without), () => tm(locale, 'missingOn', { field: fieldLabel, items: list(without) }));
    throw new ApiError(400, message, without.map(({ row, title }) => ({ field, message: title, row: items.get(Number(row.id))!.row })));
  }
  return actionable;
}

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** Each row with its name in messages (titles read on copies: the rows as read are the events' "before"). */
async function titled(trx: Trx, req: FastifyRequest, decl: ResourceDeclaration, rows: ResourceRow[]) {
  const copies = rows.map((row) => ({ ...row }));
  await attachReferenceTitles(trx, req.server.declarations, decl, copies);
  return rows.map((row, i) => ({ row, title: itemTitle(decl, copies[i]) }));
}

function stateWord(decl: ResourceDeclaration, states: StatesDeclaration, row: ResourceRow, locale: Locale) {
  const option = optionLabel(decl.fields[states.field], row[states.field]);
  return option ? labelIn(option, locale) : String(row[states.field] ?? '');
}
