import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { notFound } from '../../../records/request';
import { lw } from './words';

/** The task (locked within a transaction): 404 when gone, 409 once confirmed. */
export async function lockOpenTask(db: Kysely<DB>, req: FastifyRequest, id: number, lock = true): Promise<{ status: string; version: number }> {
  const row = (await sql<{ status: string; version: number }>`select status, version from leadtime_task where id = ${id} ${lock ? sql`for update` : sql``}`.execute(db)).rows[0];
  if (!row) throw notFound(req, getResource('leadtime_task'), id);
  if (row.status === 'confirmed') throw new ApiError(409, lw(req.locale, 'confirmed'));
  return { status: row.status, version: Number(row.version) };
}
