// Reading the query parameters of the route calls: 400 naming the parameter, never a 5xx.
import type { FastifyRequest } from 'fastify';
import { labelIn } from '../../../../src/schema';
import { label } from '../../../../src/schema/fields';
import { ApiError } from '../../../http/errors';
import { one, positiveId } from '../../../http/params';
import { businessToday } from '../../../time/businessDay';

const WORDS = {
  id: label('must be a record id', '必须是记录编号'),
  required: label('is required', '必填'),
  date: label('must be a date YYYY-MM-DD', '必须是日期 YYYY-MM-DD'),
  amount: label('must be a number ≥ 0 with at most 4 decimals', '必须是不小于 0、最多 4 位小数的数字'),
  nothing: label('give a weight or a volume above 0', '请填写大于 0 的重量或体积'),
};

export const queryText = (req: FastifyRequest, name: string) => one((req.query as Record<string, unknown>)[name])?.trim() || undefined;

export function refuse(req: FastifyRequest, field: string, why: keyof typeof WORDS): never {
  const message = `${field}: ${labelIn(WORDS[why], req.locale)}`;
  throw new ApiError(400, message, [{ field, message }]);
}

export function queryStationId(req: FastifyRequest, name: string, required: boolean): number | undefined {
  const raw = queryText(req, name);
  if (raw === undefined) return required ? refuse(req, name, 'required') : undefined;
  return positiveId(raw) ?? refuse(req, name, 'id');
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export function queryDate(req: FastifyRequest, name: string, fallback?: string): string | undefined {
  const raw = queryText(req, name);
  if (raw === undefined) return fallback;
  if (!DAY.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) || new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw) refuse(req, name, 'date');
  return raw;
}

/** An exact decimal kept as text (the database does the arithmetic in numeric). */
export function queryAmount(req: FastifyRequest, name: string): string {
  const raw = queryText(req, name) ?? '0';
  if (!/^\d{1,12}(\.\d{1,4})?$/.test(raw)) refuse(req, name, 'amount');
  return raw;
}

/** Today's business day (BUSINESS_TZ), not the UTC date (yesterday in China before 08:00). */
export const today = businessToday;
export { WORDS as QUERY_WORDS };
