// The forecast and backlog calls' words, in both languages (400s name the field or row).
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/errors';

const WORDS = {
  badId: { en: 'Not a valid id: %{value}', zh: '无效的编号：%{value}' },
  badPaging: { en: '%{field} must be a whole number of at least 1', zh: '%{field} 必须是不小于 1 的整数' },
  badFamily: { en: 'family must be noncf, cf or nonti', zh: 'family 必须是 noncf、cf 或 nonti' },
  badDate: { en: '%{field} must be a date (YYYY-MM-DD)', zh: '%{field} 必须是日期（YYYY-MM-DD）' },
  required: { en: '%{field} is required', zh: '%{field} 为必填项' },
  tooLong: { en: '%{field} may have at most %{max} bytes', zh: '%{field} 最多 %{max} 字节' },
  badQty: { en: '%{field} must be a number of at least 0 with at most 3 decimals', zh: '%{field} 必须是不小于 0、最多 3 位小数的数字' },
  badWeek: { en: '%{field}: %{value} is not a Monday', zh: '%{field}：%{value} 不是星期一' },
  badInt: { en: '%{field} must be a whole number of at least %{min}', zh: '%{field} 必须是不小于 %{min} 的整数' },
  noBg: { en: 'bg_id: no business group %{value}', zh: 'bg_id：没有事业群 %{value}' },
  inSwaps: { en: '%{what} is in %{count} waiting or agreed swap(s): withdraw or refuse the waiting ones first; an agreed swap keeps it', zh: '%{what} 涉及 %{count} 个待审核或已同意的调换：请先撤回或拒绝待审核的；已同意的调换须保留它' },
  noForecast: { en: 'No forecast %{value} in this family', zh: '本系列没有预测 %{value}' },
  noItem: { en: 'No forecast item %{value}', zh: '没有预测明细 %{value}' },
  noBacklog: { en: 'No backlog %{value} in this family', zh: '本系列没有未交订单 %{value}' },
  noPrevious: { en: 'No forecast of this family to copy on %{value}', zh: '%{value} 没有可复制的本系列预测' },
  backlogExists: { en: 'Backlog number %{value} is already used', zh: '未交订单编号 %{value} 已被使用' },
  noRows: { en: 'backlogs: at least one row is needed', zh: 'backlogs：至少需要一行' },
  tooManyRows: { en: 'backlogs: at most %{max} rows', zh: 'backlogs：最多 %{max} 行' },
  rowError: { en: 'Row %{row}: %{message}', zh: '第 %{row} 行：%{message}' },
  noWeeks: { en: 'No week column: head each week with its Monday (YYYY-MM-DD)', zh: '没有周列：每周一列，列头为该周的星期一（YYYY-MM-DD）' },
  noSheetRows: { en: 'The sheet has no item rows', zh: '表格中没有明细行' },
  forecasts: { en: 'forecasts', zh: '预测' },
  backlogs: { en: 'backlogs', zh: '未交订单' },
  ediRecords: { en: 'EDI planning records', zh: 'EDI 计划记录' },
  no830: { en: 'No EDI 830 record %{value}', zh: '没有 EDI 830 记录 %{value}' },
  badType: { en: 'type must be 830 or cf830', zh: 'type 必须是 830 或 cf830' },
} as const;

export type WordKey = keyof typeof WORDS;

export function fText(locale: string, key: WordKey, vars: Record<string, string | number> = {}): string {
  const w = WORDS[key];
  const text = locale === 'zh-CN' ? w.zh : w.en;
  return text.replace(/%\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const bad = (req: FastifyRequest, key: WordKey, vars: Record<string, string | number> = {}, field?: string) =>
  new ApiError(400, fText(req.locale, key, vars), field ? [{ field, message: fText(req.locale, key, vars) }] : undefined);

export function parseId(req: FastifyRequest, raw: string): number {
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw bad(req, 'badId', { value: raw });
  return Number(raw);
}

export function parsePaging(req: FastifyRequest): { page: number; size: number; keyword: string } {
  const q = (req.query ?? {}) as Record<string, string | undefined>;
  const num = (field: 'page' | 'size', fallback: number, max: number) => {
    const raw = q[field];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw bad(req, 'badPaging', { field }, field);
    return Math.min(Number(raw), max);
  };
  return { page: num('page', 1, 1_000_000), size: num('size', 20, 500), keyword: (q.keyword ?? '').trim() };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export function parseDate(req: FastifyRequest, field: string, raw: unknown): string {
  if (typeof raw !== 'string' || !DATE.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) || new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw)
    throw bad(req, 'badDate', { field }, field);
  return raw;
}

/** An exact quantity (string or number), >= 0, at most 3 decimals; answered as a string. */
export function parseQty(req: FastifyRequest, field: string, raw: unknown): string {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/[,\s]/g, '') : '';
  if (!/^\d{1,17}(\.\d{1,3})?$/.test(s)) throw bad(req, 'badQty', { field }, field);
  return s;
}

export function parseText(req: FastifyRequest, field: string, raw: unknown, max: number, required = false): string | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    if (required) throw bad(req, 'required', { field }, field);
    return null;
  }
  const s = String(raw).trim();
  if (Buffer.byteLength(s, 'utf8') > max) throw bad(req, 'tooLong', { field, max }, field);
  return s;
}
