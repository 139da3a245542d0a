// One route per declared command (src/schema/commands.ts): the command's own permissions; its inputs
// checked by their fields' rules and field rights (400 naming the field); then in one transaction:
// load the record (404), refuse a stale `version` when one is sent or a declared refusal (409), set
// the declared fields and inputs, record the event (the reason given, else the command's name), and
// answer the record with its reference titles and the field guard. A record already holding a
// fixed effect is answered as is.
import type { FastifyInstance } from 'fastify';
import { bodyVersion } from '../http/params';
import { commandDone, commandIdInBody, commandMethod, commandRefusal, commandRoute, commandRule, commandsOf, validateRecord, type Locale, type ResourceDeclaration } from '../../src/schema';
import { writeTransaction } from '../db/retry';
import { guardOf } from '../fields/guard';
import { ApiError, ok } from '../http/errors';
import { access } from '../http/routeAccess';
import { records } from './recordService';
import { fieldError, idValue, pathId, pluralWord } from './request';
import { mt } from './messages';
import type { ResourceRow } from '../db/types';
import type { CrudContext } from './routes';

/** The record named in the body of a command whose path holds no {id}: a positive whole number, else 400. */
function bodyId(raw: unknown, locale: Locale): number {
  const id = idValue(raw);
  if (id === undefined) throw fieldError('id', mt(locale, 'badId', { param: 'id' }));
  return id;
}

export function registerCommandRoutes(app: FastifyInstance, decl: ResourceDeclaration, ctx: CrudContext) {
  for (const [name, command] of commandsOf(decl)) {
    const options = access({ rule: commandRule(decl, command), action: 'write', what: (req) => pluralWord(decl, req) });
    app.route({
      method: commandMethod(command),
      url: commandRoute(decl, name, command),
      ...options,
      handler: async (req) => {
        const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
        const locale = req.locale;
        const id = commandIdInBody(name, command) ? bodyId(body.id, locale) : pathId(req, 'id');
        const version = bodyVersion(locale, body.version);
        const inputs = Object.fromEntries((command.inputs ?? []).map((field) => [field, body[field] ?? null]));
        let values: Record<string, unknown> = {};
        if (command.inputs?.length) {
          guardOf(decl, req).refuseWrite(inputs, false);
          const checked = await validateRecord(decl, inputs, { locale, partial: true });
          if (!checked.ok) throw new ApiError(400, checked.errors[0].message, checked.errors);
          values = Object.fromEntries((command.inputs ?? []).map((field) => [field, checked.value[field]]));
        }
        const reason = command.reason ? (typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 500) : null) : name;
        const check = (before: ResourceRow) => {
          const refused = commandRefusal(decl, command, before, locale);
          if (refused) throw new ApiError(409, refused);
          return !commandDone(command, before);
        };
        const row = await writeTransaction(ctx.db, (trx) => records(req, decl, trx).update(id, { ...command.set, ...values }, { version, reason, check }));
        return ok(await records(req, decl, ctx.db).answer(row));
      },
    });
  }
}
