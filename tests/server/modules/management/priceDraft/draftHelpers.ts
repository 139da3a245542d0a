// Shared by the price-draft server tests: a draft of the caller's with price lines, the audit calls,
// an xlsx upload.
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { expect } from 'vitest';
import { AUDIT_MEMO } from '../../../../../src/resources/management/priceDraft/model/priceDraftRules';
import type { TestServer } from '../../../harness';

export const BASE = '/api/v1/price/draft';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface Draft { id: number; version: number; status: string; memo: string | null; memo_02: string | null }

/** Materials no demo draft or price uses (the highest ids), so each test prices its own. */
export async function freshMaterials(s: TestServer, n: number, skip = 0) {
  const { rows } = await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material order by id desc limit ${n} offset ${skip}`.execute(s.database.db);
  return rows;
}

export function priceLine(material_id: number, quote = '1.250000', from = '2030-01-01') {
  return { material_id, currency: 'USD', dbp: '1.000000', quote_price: quote, srp: '1.500000', moq: '100', valid_from: from };
}

export async function newDraft(s: TestServer, token: string, title: string, items: Record<string, unknown>[]): Promise<Draft> {
  const res = await s.call({ method: 'POST', url: `${BASE}/lines`, token, payload: { title, items } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Draft;
}

export const getDraft = async (s: TestServer, token: string, id: number) => (await s.call({ method: 'GET', url: `${BASE}/${id}`, token })).body.data as Draft;

export const finish = (s: TestServer, token: string, ids: number[]) => s.call({ method: 'PUT', url: `${BASE}/finish`, token, payload: { items: ids.map((id) => ({ id })) } });

/** Agree (`to` the next state) or refuse at one level, with an optional memo (that level's field) for every item. */
export const audit = (s: TestServer, token: string, level: '01' | '02', ids: number[], status: string, memo?: string) =>
  s.call({ method: 'PUT', url: `${BASE}/audit/${level}`, token, payload: { items: ids.map((id) => ({ id })), status, ...(memo ? { [AUDIT_MEMO[level]]: memo } : {}) } });

export const pricesFrom = async (s: TestServer, draftId: number) =>
  Number((await sql<{ n: string }>`select count(*)::text as n from price_ti where source_draft_id = ${draftId}`.execute(s.database.db)).rows[0].n);

export function xlsxUpload(rows: unknown[][], name = 'prices.xlsx') {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const boundary = '----draft' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${XLSX_TYPE}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
