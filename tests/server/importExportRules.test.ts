// Import rules of issue 5 that importExport.test.ts does not reach: the spec's three byte caps cut on
// character boundaries (plant 30, remark 500, item remark 250), numbers with non-breaking spaces,
// a template for every resource that imports, and a zip bomb refused in under a second.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { cellInput } from '../../server/importExport/importCells';
import { resources } from '../../src/resources/declarations';
import { importExportOf } from '../../src/schema';
import { CAPS, label, text } from '../../src/schema/fields';
import { BACKENDS, startTestServer, type TestServer } from './harness';
import { multipart, xlsxFile, XLSX_TYPE } from './modules/master/upload';
import { zipOf } from './zipFiles';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

describe('byte caps on import cells', () => {
  const ctx = { date1904: false };
  it.each([
    ['plant', CAPS.plant],
    ['remark', CAPS.remark],
    ['item remark', CAPS.itemRemark],
  ])('cuts a %s at %i bytes without splitting a character', (_, cap) => {
    const field = text(label('Probe', '探针'), { maxBytes: cap });
    // 'a' shifts the 3-byte characters so that the cap falls inside one of them.
    const cut = String(cellInput(field, 'a' + '备'.repeat(cap), ctx));
    expect(bytes(cut)).toBeLessThanOrEqual(cap);
    expect(bytes(cut)).toBeGreaterThan(cap - 3);
    expect(cut).toBe('a' + '备'.repeat(Math.floor((cap - 1) / 3)));
    // A 4-byte character (a surrogate pair in UTF-16) is kept whole or dropped whole.
    const emoji = String(cellInput(field, 'ab' + '😀'.repeat(cap), ctx));
    expect(emoji).toBe('ab' + '😀'.repeat(Math.floor((cap - 2) / 4)));
    expect(emoji).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});

describe.each(BACKENDS)('import rules on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
  });
  afterAll(() => s.close());

  const upload = (url: string, file: Parameters<typeof multipart>[0]) => s.call({ method: 'POST', url, token: admin, ...multipart(file) });

  it('cuts a Chinese plant at 30 bytes and a remark at 500 bytes through a real import', async () => {
    const res = await s.call({
      method: 'POST',
      url: '/api/v1/sloc/import',
      token: admin,
      ...multipart(xlsxFile([
        ['SLOC code', 'Plant', 'Name', 'Entity', 'Country', 'Remark'],
        ['CAP-PLANT', 'x' + '厂'.repeat(12), 'Byte caps', 'SZ01', 'CN', 'a' + '备'.repeat(200)],
      ])),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (await sql<{ plant: string; remark: string }>`select plant, remark from sloc where code = 'CAP-PLANT'`.execute(s.database.db)).rows[0];
    expect(row.plant).toBe('X' + '厂'.repeat(9));
    expect(bytes(row.plant)).toBe(28);
    expect(row.remark).toBe('a' + '备'.repeat(166));
    expect(bytes(row.remark)).toBe(499);
  });

  it('reads numbers with thousands separators, spaces and non-breaking spaces', async () => {
    const header = ['Customer no.', 'Customer name', 'Business group', 'Selling entity', 'Payment term', 'Credit limit'];
    const csv = [header.join(','), 'NUM-1,Spaces,AUTO,SZ01,NET60,"1 234 567.5"', 'NUM-2,Commas,AUTO,SZ01,NET60,"2,500,000"', 'NUM-3,NBSP,AUTO,SZ01,NET60,3\u00a0000\u202f000'].join('\r\n');
    const res = await upload('/api/v1/ship/customer/import', { name: 'numbers.csv', type: 'text/csv', data: Buffer.from(csv) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await sql<{ code: string; credit_limit: string }>`select code, credit_limit::text from ship_customer where code like 'NUM-%' order by code`.execute(s.database.db);
    expect(rows.rows.map((r) => Number(r.credit_limit))).toEqual([1234567.5, 2500000, 3000000]);
  });

  it('offers a template for every resource that imports, headed in the user language, with one example row', async () => {
    const importing = resources.filter((r) => importExportOf(r).import);
    expect(importing.length).toBeGreaterThan(10);
    for (const decl of importing) {
      const headings = Object.values(decl.fields).filter((f) => !f.readOnly && f.kind !== 'file');
      for (const [lang, expected] of [
        ['en-US', headings.map((f) => f.label.en)],
        ['zh-CN', headings.map((f) => f.label.zh)],
      ] as const) {
        const res = await s.app.inject({ method: 'GET', url: `${decl.api.base}/template?format=xlsx`, headers: { authorization: `Bearer ${admin}`, 'accept-language': lang } });
        expect(res.statusCode, `${decl.name} ${lang}`).toBe(200);
        expect(res.headers['content-disposition']).toContain(`filename="${decl.name}_template.xlsx"`);
        const book = XLSX.read(res.rawPayload, { type: 'buffer' });
        const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
        // The header (a reference by its key column where the key is not the title), then one example row.
        expect(rows, `${decl.name} ${lang}`).toHaveLength(2);
        expect(rows[0].length, `${decl.name} ${lang}`).toBe(expected.length);
        rows[0].forEach((heading, i) => expect([expected[i], `${expected[i]} code`, `${expected[i]}编码`], `${decl.name} ${lang}`).toContain(heading));
      }
    }
  });

  it('refuses zip bombs in under a second, without inflating them', async () => {
    const before = await s.count('ship_customer');
    for (const data of [zipOf(Buffer.alloc(1024), 1024 * 1024 * 1024), zipOf(Buffer.alloc(64 * 1024 * 1024), 1024)]) {
      const heap = process.memoryUsage().heapUsed;
      const started = performance.now();
      const res = await upload('/api/v1/ship/customer/import', { name: 'bomb.xlsx', type: XLSX_TYPE, data });
      const took = performance.now() - started;
      expect(res.status).toBe(413);
      expect(took).toBeLessThan(1000);
      // Neither the stated gigabyte nor the real 64 MB was unpacked into memory.
      expect(process.memoryUsage().heapUsed - heap).toBeLessThan(32 * 1024 * 1024);
    }
    expect(await s.count('ship_customer')).toBe(before);
  });
});
