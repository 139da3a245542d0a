// A record in one of its declaration's final states (StatesDeclaration.final) is no longer edited,
// has no lines saved and is not deleted: 409, nothing changed. Callers check the row as read in their
// transaction (locked for a delete; an update's version check covers a concurrent move).
import type { FastifyRequest } from 'fastify';
import { isFinal, labelIn, optionLabel, stateOf, wordIn, type ResourceDeclaration } from '../../src/schema';
import type { ResourceRow } from '../db/types';
import { ApiError } from '../http/errors';
import { tm } from './transitionMessages';

export function refuseFinal(req: FastifyRequest, decl: ResourceDeclaration, row: ResourceRow) {
  if (!decl.states || !isFinal(decl, row)) return;
  const locale = req.locale;
  const value = stateOf(decl.states, row);
  const option = optionLabel(decl.fields[decl.states.field], value);
  const state = option ? wordIn(option, locale) : value;
  throw new ApiError(409, tm(locale, 'final', { what: labelIn(decl.recordLabel, locale).toLowerCase(), state }));
}
