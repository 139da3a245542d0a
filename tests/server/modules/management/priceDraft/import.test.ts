// The draft import: a spreadsheet of price lines becomes one new draft of the caller's, all rows or
// none; a bad row is a 400 naming the row; the cost column needs its field right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { BASE, freshMaterials, xlsxUpload } from './draftHelpers';

const HEADER = ['Material', 'Currency', 'DBP', 'Quote price', 'SRP', 'MOQ', 'Valid from', 'Valid to'];

describe.each(BACKENDS)('price draft import on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let mpns: string[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    mpns = (await freshMaterials(s, 2, 20)).map((m) => m.mpn);
  });
  afterAll(() => s.close());

  const upload = (token: string, rows: unknown[][], title?: string) =>
    s.call({ method: 'POST', url: `${BASE}/import${title ? `?title=${encodeURIComponent(title)}` : ''}`, token, ...xlsxUpload([HEADER, ...rows]) });

  it('makes one draft of the caller with every line, exact decimals kept', async () => {
    const res = await upload(op, [[mpns[0], 'USD', '0.123456', '0.234567', '0.3', 2500, '2031-01-01', null], [mpns[1], 'CNY', null, '12.5', null, null, '2031-01-01', '2031-06-30']], 'T import ok');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const draft = res.body.data as { id: number; title: string; status: string; created_by: string; inserted: number };
    expect(draft).toMatchObject({ title: 'T import ok', status: 'draft', created_by: 'op', inserted: 2 });
    const lines = (await s.call({ method: 'GET', url: `${BASE}/${draft.id}/lines`, token: op })).body.data as { items: Record<string, unknown>[] };
    expect(lines.items.map((l) => [l.line_no, String(l.quote_price), l.valid_to])).toEqual([[1, '0.234567', null], [2, '12.5', '2031-06-30']]);
  });

  it('refuses the whole file naming the bad row, and writes nothing', async () => {
    const before = await s.count('price_draft');
    const rowsOf = (res: Awaited<ReturnType<typeof upload>>) => ((res.body as unknown as { errors?: { row?: number }[] }).errors ?? []).map((d) => d.row);
    const unknown = await upload(op, [[mpns[0], 'USD', '1', '2', '3', 1, '2031-01-01', null], ['NO-SUCH-MPN-XYZ', 'USD', '1', '2', '3', 1, '2031-01-01', null]]);
    expect(unknown.status).toBe(400);
    expect(rowsOf(unknown)).toEqual([3]);
    const backwards = await upload(op, [[mpns[1], 'USD', '1', '2', '3', 1, '2031-05-01', '2031-01-01']]);
    expect(backwards.status).toBe(400);
    expect(rowsOf(backwards)).toEqual([2]);
    expect(await s.count('price_draft')).toBe(before);
  });

  it('refuses the import to auditors and serves the template to authors', async () => {
    const audit01 = await s.login('audit01');
    expect((await upload(audit01, [[mpns[0], 'USD', '1', '2', '3', 1, '2031-01-01', null]])).status).toBe(403);
    const template = await s.app.inject({ method: 'GET', url: `${BASE}/template`, headers: { authorization: `Bearer ${op}` } });
    expect([template.statusCode, template.headers['content-disposition']]).toEqual([200, `attachment; filename="price_draft_template.xlsx"; filename*=UTF-8''price_draft_template.xlsx`]);
  });
});
