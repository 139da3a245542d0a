// The review of a swap request or ESD swap: read the decision, lock the request, check it still
// waits, that the caller may decide it (not their own, an owner of its BG, the version they saw),
// then the effect and the requester's notification, all in one transaction.
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { utf8Length } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { jsonBody } from '../../../records/request';
import { sw } from './words';

export interface Decision {
  status: 'agreed' | 'refused';
  reason: string | null;
  version: number | undefined;
}

export function readDecision(req: FastifyRequest): Decision {
  const locale = req.locale;
  const body = jsonBody(req);
  const status = body.status === 'agreed' || body.status === 'agree' ? 'agreed' : body.status === 'refused' || body.status === 'refuse' || body.status === 'rejected' ? 'refused' : undefined;
  if (!status) throw new ApiError(400, sw(locale, 'statusBad'), [{ field: 'status', message: sw(locale, 'statusBad') }]);
  const reason = typeof body.reject_reason === 'string' && body.reject_reason.trim() ? body.reject_reason.trim() : null;
  if (status === 'refused' && !reason) throw new ApiError(400, sw(locale, 'reasonMissing'), [{ field: 'reject_reason', message: sw(locale, 'reasonMissing') }]);
  if (reason && utf8Length(reason) > 250) throw new ApiError(400, sw(locale, 'reasonLong'), [{ field: 'reject_reason', message: sw(locale, 'reasonLong') }]);
  return { status, reason: status === 'refused' ? reason : null, version: bodyVersion(locale, body.version) };
}

export interface Pending {
  id: number;
  version: number;
  status: string;
  created_by: string;
  decided_by: string | null;
  bg: string;
  may_decide: boolean;
}

/** Refuses a decision the caller may not take: decided already or stale (409), their own or not their BG (403). */
export function checkDecidable(req: FastifyRequest, row: Pending, d: Decision) {
  const locale = req.locale;
  if (row.status !== 'pending') {
    const word = sw(locale, row.status === 'agreed' ? 'agreedWord' : 'refusedWord');
    throw new ApiError(409, sw(locale, 'decided', { status: word, by: row.decided_by ?? '' }));
  }
  if (row.created_by === req.user!.name) throw new ApiError(403, sw(locale, 'ownRequest'));
  if (!row.may_decide) throw new ApiError(403, sw(locale, 'notForYou', { bg: row.bg }));
  if (d.version !== undefined && d.version !== row.version) throw new ApiError(409, sw(locale, 'stale'));
}

/** Tells the requester, in their language, what was decided (and why not). */
export async function notifyRequester(trx: Transaction<DB>, req: FastifyRequest, requester: string, esd: boolean, d: Decision, what: string) {
  const user = (await sql<{ id: number; language: string | null }>`select id::int as id, language from users where name = ${requester}`.execute(trx)).rows[0];
  if (!user) return;
  const locale = user.language?.startsWith('zh') ? 'zh-CN' : 'en-US';
  const status = sw(locale, d.status === 'agreed' ? 'agreedWord' : 'refusedWord');
  const title = sw(locale, esd ? 'notifyEsdTitle' : 'notifyTitle', { status });
  const content = [what, d.reason].filter(Boolean).join('\n');
  await sql`insert into user_notification (user_id, title, content, audience, sent_by) values (${user.id}, ${title}, ${content}, 'user', ${req.user!.name})`.execute(trx);
}

export const settle = (trx: Transaction<DB>, table: 'swap_request' | 'esd_swap', id: number, d: Decision, by: string) =>
  sql`update ${sql.table(table)} set status = ${d.status}, reject_reason = ${d.reason}, decided_by = ${by}, decided_at = now(),
    version = version + 1, updated_at = now() where id = ${id}`.execute(trx);
