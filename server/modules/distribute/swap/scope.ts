// Who owns what: a forecast item or backlog line belongs to its business group's planners — users
// whose BG data scope holds it, or who are not restricted to BGs (user management assigns scopes).
import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { MY_SWAP_ACCESS, SWAP_REQUESTS_ACCESS } from '../../../../src/resources/distribute/swap/model/wire';
import { label } from '../../../../src/schema/fields';
import type { RuleAccess } from '../../../http/routeAccess';

/** The user's BGs hold `bg`, or the user is not restricted to BGs. */
export const inBgScope = (userId: number, bg: RawBuilder<unknown>) =>
  sql<boolean>`(not exists (select 1 from user_data_scope where user_id = ${userId} and scope = 'bg')
    or ${bg} in (select ref_id from user_data_scope where user_id = ${userId} and scope = 'bg'))`;

const WHAT = label('swap requests', '调换申请');
export const askAccess = (action: 'read' | 'write'): RuleAccess => ({ rule: MY_SWAP_ACCESS, action, what: WHAT });
export const decideAccess = (action: 'read' | 'write'): RuleAccess => ({ rule: SWAP_REQUESTS_ACCESS, action, what: WHAT });

export const me = (req: FastifyRequest) => req.user!;
