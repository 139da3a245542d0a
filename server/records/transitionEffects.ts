// Server effects of declared transitions (TransitionDeclaration.effect): a module registers a function
// under a name; the transition route runs it for each record inside its transaction, with the record
// locked, before the record moves. It throws an ApiError to refuse (the whole call changes nothing).
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { ResourceDeclaration } from '../../src/schema';
import type { DB, ResourceRow } from '../db/types';

export interface TransitionEffectContext {
  req: FastifyRequest;
  decl: ResourceDeclaration;
  /** The record as locked, before it moves. */
  row: ResourceRow;
  /** Its name in messages. */
  title: string;
}

export type TransitionEffect = (trx: Transaction<DB>, ctx: TransitionEffectContext) => Promise<void>;

const effects = new Map<string, TransitionEffect>();

export function registerTransitionEffect(name: string, effect: TransitionEffect) {
  effects.set(name, effect);
}

/** The registered effect; a declaration naming one no module registered is a programming error. */
export function transitionEffect(name: string): TransitionEffect {
  const effect = effects.get(name);
  if (!effect) throw new Error(`transition effect "${name}" is not registered by any server module`);
  return effect;
}
