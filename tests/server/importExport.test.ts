import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildApp, serverModules } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPGlite } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { excelSerialToIso } from '../../server/importExport/importCells';
import { rowValidator } from '../../server/importExport/rowValidator';
import { writeCsv, writeXlsx } from '../../server/importExport/writeSheet';
import { seedDemo } from '../../server/seed';
import { resources } from '../../src/resources/declarations';
import { bu } from '../../src/resources/basic/customer/model/bu';
import { paymentTerm } from '../../src/resources/basic/customer/model/paymentTerm';
import { shipCustomer } from '../../src/resources/basic/customer/model/shipCustomer';
import { defineResource, importExportOf, validateRecord, type Locale } from '../../src/schema';
import { label, multiReference, text } from '../../src/schema/fields';
import { BACKENDS, PASSWORD, startTestServer, type TestServer } from './harness';
import { zipOf } from './zipFiles';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS_TYPE = 'application/vnd.ms-excel';
const CUSTOMERS = '/api/v1/ship/customer';

type Row = Record<string, unknown> & { id: number; version: number };
type Upload = { name: string; type: string; data: Buffer };

const sheetOf = (rows: unknown[][], bookType: 'xlsx' | 'biff8'): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
};
const xlsxFile = (rows: unknown[][], name = 'customers.xlsx'): Upload => ({ name, type: XLSX_TYPE, data: sheetOf(rows, 'xlsx') });
const xlsFile = (rows: unknown[][]): Upload => ({ name: 'customers.xls', type: XLS_TYPE, data: sheetOf(rows, 'biff8') });
const csvFile = (text: string, type = 'text/csv'): Upload => ({ name: 'customers.csv', type, data: Buffer.from(text, 'utf8') });

function multipart(file: Upload | undefined): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----import' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="note"\r\n\r\nhello\r\n`)];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the import row check', () => {
  it('gives what validateRecord gives, row by row', async () => {
    const rows = [
      [shipCustomer, { code: ' ab-1 ', name: 'x', bg_id: 3, entity_id: 1, payment_term_id: 2, currency: 'USD', credit_limit: '1,200.50', locked: '是', status: 'active' }],
      [shipCustomer, { code: 'a b', name: null, bg_id: 0, entity_id: 'x', payment_term_id: 2, currency: 'XXX', credit_limit: '1.234', locked: 'maybe', status: 'active' }],
      [shipCustomer, { code: 'OK', name: '备'.repeat(70), bg_id: 1, entity_id: 1, payment_term_id: 1, currency: 'CNY', credit_limit: -1, locked: false, status: 'inactive' }],
      [paymentTerm, { code: 'NET5', name: 'n', basis: 'invoice', days: '1 000', discount_percent: '2.555', status: 'active' }],
      [paymentTerm, { code: 'NET6', name: 'n', basis: 'month_end', days: 45, discount_days: 10, discount_percent: 2, status: 'active' }],
    ] as const;
    for (const locale of ['en-US', 'zh-CN'] as Locale[]) {
      for (const [decl, input] of rows) {
        const expected = await validateRecord(decl, input, { locale });
        const actual = await rowValidator(decl, locale)(input);
        if (expected.ok && actual.ok) expect(actual.value).toEqual(Object.fromEntries(Object.keys(input).map((k) => [k, expected.value[k]])));
        else expect(actual).toEqual(expected);
      }
    }
  });

  it('reads Excel date serials in both date systems', () => {
    expect(excelSerialToIso(45000).slice(0, 10)).toBe('2023-03-15');
    expect(excelSerialToIso(45000.5)).toBe('2023-03-15T12:00:00.000Z');
    expect(excelSerialToIso(43538, true).slice(0, 10)).toBe('2023-03-15');
  });
});

const HEADER = ['Customer no.', 'Customer name', 'Business group', 'Selling entity', 'Payment term', 'Credit limit', 'Remark'];

describe.each(BACKENDS)('import and export on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
  });
  afterAll(() => s.close());

  const download = async (url: string, headers: Record<string, string> = {}, token = admin) => {
    const res = await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
    return { status: res.statusCode, headers: res.headers, data: res.rawPayload, text: res.body };
  };
  const upload = (file: Upload | undefined, opts: { url?: string; token?: string; lang?: string } = {}) => {
    const { payload, headers } = multipart(file);
    return s.call({ method: 'POST', url: opts.url ?? `${CUSTOMERS}/import`, token: opts.token ?? admin, payload, headers: { ...headers, ...(opts.lang ? { 'accept-language': opts.lang } : {}) } });
  };
  const rowsOf = (data: Buffer) => {
    const book = XLSX.read(data, { type: 'buffer', dense: true });
    return { sheet: book.Sheets[book.SheetNames[0]], rows: XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null }) };
  };
  const customer = async (code: string) => {
    const res = await s.call({ method: 'GET', url: `${CUSTOMERS}?code=${code}`, token: admin });
    return (res.body.data as { list: Row[] }).list[0];
  };
  const listAll = async (query: string) => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const data = (await s.call({ method: 'GET', url: `${CUSTOMERS}?${query}&size=500&page=${page}`, token: admin })).body.data as { list: Row[]; total: number };
      rows.push(...data.list);
      if (rows.length >= data.total) return rows;
    }
  };

  it('imports new rows and updates existing ones (version + 1) from xlsx, xls and csv', async () => {
    const before = await customer('SZ10001');
    const res = await upload(xlsxFile([HEADER, ['SZ10001', 'Renamed by import', 'CNS', 'SZ01', 'ME60', '8,000,000', 'updated'], ['imp-x1', 'New from xlsx', 'auto', 'SZ01', 'NET60', 1200.5, null]]));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ inserted: 1, updated: 1, total: 2 });
    expect(await customer('SZ10001')).toMatchObject({ name: 'Renamed by import', version: before.version + 1, credit_limit: 8000000, remark: 'updated', updated_by: 'admin' });
    expect(await customer('IMP-X1')).toMatchObject({ name: 'New from xlsx', currency: 'USD', status: 'active', locked: false, credit_limit: 1200.5, version: 1 });

    const xls = await upload(xlsFile([HEADER, ['IMP-XLS', 'New from xls', 'AUTO', 'SZ01', 'NET60', 10, null]]));
    expect(xls.body.data).toEqual({ inserted: 1, updated: 0, total: 1 });
    const csv = await upload(csvFile('\ufeffCustomer no.,Customer name,Business group,Selling entity,Payment term,Credit limit,Status\r\nIMP-CSV,"New, from csv",AUTO,SZ01,NET60,"1 234",停用\r\nIMP-X1,New from xlsx (2),AUTO,SZ01,NET60,,active\r\n'));
    expect(csv.body.data).toEqual({ inserted: 1, updated: 1, total: 2 });
    // Enums may be written as their value or their label in either language.
    expect(await customer('IMP-CSV')).toMatchObject({ name: 'New, from csv', credit_limit: 1234, status: 'inactive' });
    expect(await customer('IMP-X1')).toMatchObject({ name: 'New from xlsx (2)', credit_limit: null, version: 2 });
    // Windows browsers send .csv as application/vnd.ms-excel when Excel is installed.
    const windows = await upload(csvFile('code,name,bg_id,entity_id,payment_term_id\r\nIMP-WIN,By field names,AUTO,SZ01,NET60\r\n', XLS_TYPE));
    expect(windows.body.data).toEqual({ inserted: 1, updated: 0, total: 1 });

    const events = await s.database.db.selectFrom('events').selectAll().where('resource', '=', 'ship_customer').where('action', '=', 'import').execute();
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({ user_name: 'admin', after: { inserted: 1, updated: 1, total: 2, file: 'customers.xlsx' } });
  });

  it('exports every matching row of a filtered, sorted list, beyond one page of 500', async () => {
    const rows = [HEADER, ...Array.from({ length: 1200 }, (_, i) => [`BULK-${String(i).padStart(4, '0')}`, `Bulk customer ${i % 7}`, i % 2 ? 'AUTO' : 'IND', 'SZ01', 'NET60', i, null])];
    expect((await upload(xlsxFile(rows))).body.data).toEqual({ inserted: 1200, updated: 0, total: 1200 });

    const query = 'keyword=bulk&sort=name&order=desc';
    const expected = await listAll(query);
    expect(expected.length).toBe(1200);
    const file = await download(`${CUSTOMERS}/export?${query}&format=xlsx`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    const today = new Date();
    const stamp = `${today.getFullYear()}_${String(today.getMonth() + 1).padStart(2, '0')}_${String(today.getDate()).padStart(2, '0')}`;
    expect(file.headers['content-disposition']).toBe(`attachment; filename="ship_customer_${stamp}.xlsx"; filename*=UTF-8''ship_customer_${stamp}.xlsx`);
    const { rows: sheet } = rowsOf(file.data);
    expect(sheet[0].slice(0, 7)).toEqual(['ID', 'Customer no.', 'Customer name', 'Short name', 'Business group', 'Business group code', 'Business unit']);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(expected.map((r) => r.id));
    // A reference shows its title, as the list does, with its key beside it for the import.
    const bgCodes = sheet.slice(1).map((r) => r[sheet[0].indexOf('Business group code')]);
    expect(new Set(bgCodes)).toEqual(new Set(['AUTO', 'IND']));
    const bgTitles = sheet.slice(1).map((r) => r[sheet[0].indexOf('Business group')]);
    expect(bgTitles).toEqual(expected.map((r) => r.bg_id__title));
    expect(bgTitles).not.toContain('AUTO');
    expect(sheet[1][sheet[0].indexOf('Locked')]).toBe(false);

    const filtered = await download(`${CUSTOMERS}/export?keyword=bulk&credit_limit_gte=1000&format=csv`);
    const lines = filtered.text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines.length - 1).toBe((await listAll('keyword=bulk&credit_limit_gte=1000')).length);
  });

  it('labels columns in the request language, and a template is the header and one example row', async () => {
    const file = await download(`${CUSTOMERS}/export?format=csv&code=NOSUCH`, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.text).toBe('\ufeffID,客户编号,客户名称,简称,事业群,事业群编码,事业部,事业部编码,销售实体,销售实体编码,付款条件,交货条件,币种,信用额度,业务负责人,应收余额,逾期应收,应收截至,已锁定,状态,备注\r\n');
    const template = await download(`${CUSTOMERS}/template?format=xlsx`, { 'accept-language': 'zh-CN' });
    const [header, example, ...more] = rowsOf(template.data).rows;
    expect(header).toEqual(['客户编号', '客户名称', '简称', '事业群编码', '事业部编码', '销售实体编码', '付款条件', '交货条件', '币种', '信用额度', '业务负责人', '已锁定', '状态', '备注']);
    expect(example[header.indexOf('状态')]).toBe('启用');
    expect(more).toEqual([]);
    expect((await download(`${CUSTOMERS}/export?format=pdf`)).status).toBe(400);
  });

  it('keeps formula-looking text as text, in xlsx (type s) and csv (quote prefix), and imports it back unchanged', async () => {
    const created = await s.call({ method: 'POST', url: '/api/v1/bg', token: admin, payload: { code: 'FORMULA', name: '=1+2', manager: '@SUM(A1)', remark: '-3+4', status: 'active' } });
    expect(created.status).toBe(200);
    const xlsx = rowsOf((await download('/api/v1/bg/export?code=FORMULA&format=xlsx')).data);
    const header = xlsx.rows[0];
    for (const [label, text] of [['Name', '=1+2'], ['Manager', '@SUM(A1)'], ['Remark', '-3+4']]) {
      const cell = (xlsx.sheet['!data'] as XLSX.CellObject[][])[1][header.indexOf(label)];
      expect(cell).toMatchObject({ t: 's', v: text });
      expect(cell.f).toBeUndefined();
    }
    const csv = await download('/api/v1/bg/export?code=FORMULA&format=csv');
    expect(csv.text).toContain(`"'=1+2","'@SUM(A1)"`);
    expect(csv.text).toContain(`"'-3+4"`);
    const back = await upload({ name: 'bg.csv', type: 'text/csv', data: csv.data }, { url: '/api/v1/bg/import' });
    expect(back.body.data).toEqual({ inserted: 0, updated: 1, total: 1 });
    const bg = (await s.call({ method: 'GET', url: `/api/v1/bg/${(created.body.data as Row).id}`, token: admin })).body.data as Row;
    expect(bg).toMatchObject({ name: '=1+2', manager: '@SUM(A1)', remark: '-3+4', version: 2 });
    // Numbers are not text: a negative number stays a number cell and an unprotected CSV value.
    expect(writeCsv(['n', 't'], [[-5, '-5']]).toString()).toBe(`\ufeffn,t\r\n-5,"'-5"\r\n`);
    expect((rowsOf(writeXlsx(['n'], [[-5]], 'x')).sheet['!data'] as XLSX.CellObject[][])[1][0]).toMatchObject({ t: 'n', v: -5 });
  });

  it('refuses a missing file (400) and a type that does not match its extension (415)', async () => {
    const missing = await upload(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('File not found: choose an .xlsx, .xls or .csv file to upload');
    expect((await upload(undefined, { lang: 'zh-CN' })).body.message).toBe('未找到文件：请选择要上传的 .xlsx、.xls 或 .csv 文件');
    const json = await s.call({ method: 'POST', url: `${CUSTOMERS}/import`, token: admin, payload: {} });
    expect(json.status).toBe(400);

    const good = xlsxFile([HEADER, ['MIME-1', 'x', 'AUTO', 'SZ01', 'NET60', 1, null]]);
    for (const file of [{ ...good, type: 'text/plain' }, { ...good, type: XLS_TYPE }, { ...good, name: 'customers.pdf', type: 'application/pdf' }, { ...good, name: 'customers.csv', type: 'text/csv' }]) {
      const res = await upload(file);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Only xlsx is supported');
    }
    expect((await upload({ ...good, type: 'text/plain' }, { lang: 'zh-CN' })).body.message).toBe('仅支持 xlsx 文件');
    expect(await customer('MIME-1')).toBeUndefined();
  });

  it('bounds the upload: body size (413) and rows (413)', async () => {
    const huge = await upload({ name: 'huge.csv', type: 'text/csv', data: Buffer.alloc(21 * 1024 * 1024, 'a') });
    expect(huge.status).toBe(413);
    const rows = await upload(csvFile('Customer no.\r\n' + 'X\r\n'.repeat(100_001)));
    expect(rows.status).toBe(413);
    expect(rows.body.message).toBe('The file has more than 100000 rows; split it into smaller files');
  });

  it('names the first row with missing required fields as row number + 2, and lists every problem', async () => {
    const before = await s.count('ship_customer');
    const res = await upload(
      xlsxFile([
        HEADER,
        ['REQ-0', 'ok', 'AUTO', 'SZ01', 'NET60', 1, null],
        ['REQ-1', 'ok', 'NOPE', 'SZ01', 'NET60', 'lots', null],
        ['REQ-2', 'ok', 'AUTO', 'SZ01', 'NET60', 1, null],
        ['REQ-3', null, null, 'SZ01', 'NET60', 1, null],
        ['REQ-0', 'again', 'AUTO', 'SZ01', 'NET60', 1, null],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Row 5: missing Customer name, Business group (5 problems in all; nothing was imported)');
    expect(res.body.errors).toEqual([
      { row: 3, field: 'bg_id', message: 'Business group "NOPE" does not exist' },
      { row: 3, field: 'credit_limit', message: 'Credit limit must be a number' },
      { row: 5, field: 'name', message: 'Customer name is required' },
      { row: 5, field: 'bg_id', message: 'Business group is required' },
      { row: 6, field: 'code', message: '"REQ-0" is also on row 2; each record may appear once' },
    ]);
    expect(await s.count('ship_customer')).toBe(before);
    const zh = await upload(xlsxFile([HEADER, ['REQ-9', null, 'AUTO', 'SZ01', 'NET60', 1, null]]), { lang: 'zh-CN' });
    expect(zh.body.message).toBe('第 2 行：缺少客户名称');
    const noKey = await upload(xlsxFile([['Customer name'], ['x']]));
    expect(noKey.body.message).toBe('The first row must name the columns; none is named "Customer no."');
  });

  it('truncates text over its byte cap on a character boundary instead of refusing it', async () => {
    const res = await upload(xlsxFile([HEADER, ['CAP-1', 'Cap', 'AUTO', 'SZ01', 'NET60', 1, '备'.repeat(200)]]));
    expect(res.status).toBe(200);
    const remark = String((await customer('CAP-1')).remark);
    expect(remark).toBe('备'.repeat(166));
    expect(Buffer.byteLength(remark)).toBeLessThanOrEqual(500);
  });

  it('refuses a zip bomb from its central directory, before SheetJS reads it (413)', async () => {
    const bomb = await upload({ name: 'bomb.xlsx', type: XLSX_TYPE, data: zipOf(Buffer.alloc(1024), 300 * 1024 * 1024) });
    expect(bomb.status).toBe(413);
    expect(bomb.body.message).toBe('The file unpacks to more than 200 MB; split it into smaller files');
    // A zip that understates its size is caught by the capped inflate that follows.
    const liar = await upload({ name: 'liar.xlsx', type: XLSX_TYPE, data: zipOf(Buffer.alloc(8 * 1024 * 1024), 1024) });
    expect(liar.status).toBe(413);
    expect(liar.body.message).toBe('The file unpacks to more than 200 MB; split it into smaller files');
    const parts = await upload({ name: 'parts.xlsx', type: XLSX_TYPE, data: zipOf(Buffer.alloc(0), 0, '', 1001) });
    expect(parts.status).toBe(413);
    expect(parts.body.message).toBe('The file holds more than 1000 parts; save it again from Excel');
    const zip64 = await upload({ name: 'zip64.xlsx', type: XLSX_TYPE, data: zipOf(Buffer.alloc(16), 0xffffffff) });
    expect(zip64.status).toBe(415);
    expect(zip64.body.message).toBe('The file uses ZIP features a spreadsheet does not need (ZIP64 or encryption); save it again from Excel');
    // The same bytes under another name are inspected too: SheetJS goes by content, not by name.
    expect((await upload({ name: 'bomb.xls', type: XLS_TYPE, data: zipOf(Buffer.alloc(1024), 300 * 1024 * 1024) })).status).toBe(413);
  });

  it('leaves the table unchanged when the last row fails, in validation or in the database', async () => {
    const sample = await customer('SZ10002');
    const before = await s.count('ship_customer');
    const rows = [HEADER, ['SZ10002', 'Changed', 'EMS-KA', 'SZ01', 'ME90', 1, null], ...Array.from({ length: 1198 }, (_, i) => [`LAST-${i}`, 'x', 'AUTO', 'SZ01', 'NET60', i, null])];
    const invalid = await upload(xlsxFile([...rows, ['LAST-END', 'x', 'AUTO', 'SZ01', 'NET60', -1, null]]));
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Row 1201: Credit limit must be at least 0');
    // Too large for numeric(20, 2): the field's rule says so before any row is written.
    const overflow = await upload(xlsxFile([...rows, ['LAST-END', 'x', 'AUTO', 'SZ01', 'NET60', 1e19, null]]));
    expect(overflow.status).toBe(400);
    expect(overflow.body.message).toBe('Row 1201: Credit limit may have at most 18 digits before the decimal point');
    // Valid for the schema, refused by a database check: the second batch fails after the first was written.
    await sql`alter table ship_customer add constraint test_refuses check (name <> 'refused')`.execute(s.database.db);
    const refused = await upload(xlsxFile([...rows, ['LAST-END', 'refused', 'AUTO', 'SZ01', 'NET60', 1, null]])).finally(() =>
      sql`alter table ship_customer drop constraint test_refuses`.execute(s.database.db),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Rows 1002–1201: the database refused a value/);
    expect(await s.count('ship_customer')).toBe(before);
    expect(await customer('SZ10002')).toMatchObject({ name: sample.name, version: sample.version });
    expect(await customer('LAST-0')).toBeUndefined();
  });

  it('imports the export of every resource back unchanged, from xlsx and csv', async () => {
    for (const decl of resources.filter((r) => importExportOf(r).import && importExportOf(r).export)) {
      const page = async () => {
        const list = ((await s.call({ method: 'GET', url: `${decl.api.base}?size=500&sort=id`, token: admin })).body.data as { list: Row[] }).list;
        return list.map((r) => Object.fromEntries(['id', ...Object.keys(decl.fields)].map((k) => [k, r[k]])));
      };
      const before = await page();
      for (const format of ['xlsx', 'csv'] as const) {
        const file = await download(`${decl.api.base}/export?format=${format}`);
        const type = format === 'xlsx' ? XLSX_TYPE : 'text/csv';
        const res = await upload({ name: `${decl.name}.${format}`, type, data: file.data }, { url: `${decl.api.base}/import` });
        expect({ resource: decl.name, format, ...(res.body.data as object) }).toMatchObject({ resource: decl.name, format, inserted: 0 });
      }
      expect(await page()).toEqual(before);
    }
  });

  it('needs read access to export and write access to import', async () => {
    const viewer = await s.login('viewer');
    expect((await download(`${CUSTOMERS}/export?format=csv`, {}, viewer)).status).toBe(200);
    const refused = await upload(xlsxFile([HEADER, ['VIEW-1', 'x', 'AUTO', 'SZ01', 'NET60', 1, null]]), { token: viewer });
    expect(refused.status).toBe(403);
    expect((await s.app.inject({ method: 'GET', url: `${CUSTOMERS}/export` })).statusCode).toBe(401);
    expect(await customer('VIEW-1')).toBeUndefined();
  });
});

// A key of two fields (one a reference) has no unique index: the update-then-insert path; and a
// multi-reference, written with VALUES rather than unnest.
const buPair = defineResource({
  ...bu,
  name: 'bu_pair',
  api: { base: '/api/v1/test/buPair' },
  route: '/test/buPair',
  fields: {
    ...bu.fields,
    code: text(label('BU code', 'BU 代码'), { required: true, maxBytes: 20, upperCase: true }),
    entities: multiReference(label('Entities', '实体'), 'entity'),
  },
  naturalKey: ['bg_id', 'code'],
  importExport: { import: true, export: true },
});

describe('import by a two-field natural key (pglite)', () => {
  const all = [...resources, buPair];
  let database: Awaited<ReturnType<typeof openPGlite>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  beforeAll(async () => {
    database = await openPGlite('memory://');
    await migrate(database.db, all, serverModules);
    await seedDemo(database.db, all, serverModules, PASSWORD);
    app = await buildApp({ config: { ...loadConfig({}), staticDir: '/nonexistent' }, database, resources: all });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: PASSWORD } });
    token = login.json().data.token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const importRows = async (rows: unknown[][]) => {
    const { payload, headers } = multipart(xlsxFile(rows, 'pairs.xlsx'));
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/buPair/import', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    return res.json();
  };
  const pairs = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/buPair?size=500&sort=id', headers: { authorization: `Bearer ${token}` } });
    return res.json().data.list as Row[];
  };

  it('inserts, then updates the records with the same pair of keys', async () => {
    const header = ['Business group', 'BU code', 'Name'];
    expect((await importRows([header, ['AUTO', 'x1', 'auto one'], ['IND', 'x1', 'industrial one']])).data).toEqual({ inserted: 2, updated: 0, total: 2 });
    expect((await importRows([header, ['IND', 'X1', 'renamed'], ['AUTO', 'X2', 'auto two']])).data).toEqual({ inserted: 1, updated: 1, total: 2 });
    expect((await pairs()).map((r) => [r.code, r.name, r.version])).toEqual([
      ['X1', 'auto one', 1],
      ['X1', 'renamed', 2],
      ['X2', 'auto two', 1],
    ]);
    const duplicate = await importRows([header, ['AUTO', 'X9', 'a'], ['AUTO', 'x9', 'b']]);
    expect(duplicate.errors).toEqual([{ row: 3, field: 'bg_id', message: '"AUTO / x9" is also on row 2; each record may appear once' }]);
  });

  it('imports and exports a multi-reference as its keys, in order', async () => {
    const header = ['Business group', 'BU code', 'Name', 'Entities'];
    expect((await importRows([header, ['AUTO', 'M1', 'multi', 'hk01, SZ01'], ['AUTO', 'X1', 'auto one', '']])).data).toEqual({ inserted: 1, updated: 1, total: 2 });
    const unknown = await importRows([header, ['AUTO', 'M2', 'multi', 'SZ01, NOPE']]);
    expect(unknown.errors).toEqual([{ row: 2, field: 'entities', message: 'Entities "NOPE" does not exist' }]);
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/buPair/export?format=csv&code=M1', headers: { authorization: `Bearer ${token}` } });
    const [head, line] = res.body.replace(/^\ufeff/, '').trim().split('\r\n');
    const cell = (heading: string) => line.split(',')[head.split(',').indexOf(heading)];
    expect(['BU code', 'Name', 'Business group code'].map(cell)).toEqual(['M1', 'multi', 'AUTO']);
    // The entities' titles, then their keys in order, which an import reads back.
    expect(head.split(',').slice(-2)).toEqual(['Entities', 'Entities code']);
    expect(line.endsWith('"HK01, SZ01"')).toBe(true);
    const back = await importRows(XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.body, { type: 'string' }).Sheets.Sheet1, { header: 1 }));
    expect(back.data).toEqual({ inserted: 0, updated: 1, total: 1 });
    expect((await pairs()).find((r) => r.code === 'M1')?.version).toBe(2);
  });
});
