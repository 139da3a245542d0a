// The spreadsheets the server writes, opened as a spreadsheet program would: the zip's sheet XML for
// column widths, the frozen header row and the drop-downs, then the cells with the xlsx package.
// And the template's example row: shown with a note, skipped on import, refused when alone.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { startTestServer, TEST_BACKEND, type TestServer } from '../harness';

const CUSTOMERS = '/api/v1/ship/customer';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every part of the zip, by name, as text. */
function zipParts(data: Buffer): Map<string, string> {
  const zip = XLSX.CFB.read(data, { type: 'buffer' });
  const parts = new Map<string, string>();
  zip.FullPaths.forEach((path: string, i: number) => {
    const content = zip.FileIndex[i].content as Uint8Array | undefined;
    if (content?.length) parts.set(path.replace(/^Root Entry\//, ''), Buffer.from(content).toString('utf8'));
  });
  return parts;
}

function upload(s: TestServer, token: string, name: string, data: Buffer, type = XLSX_TYPE, lang = 'en-US') {
  const boundary = '----sheets' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return s.call({ method: 'POST', url: `${CUSTOMERS}/import`, token, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang } });
}

describe('spreadsheets as a clerk opens them (pglite)', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
  });
  afterAll(() => s.close());

  const download = async (url: string, lang = 'en-US') => {
    const res = await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, 'accept-language': lang } });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('exports labels and titles, keys beside titles, sized columns, a frozen header and date cells', async () => {
    await sql`update ship_customer set ar_as_of = '2026-03-01' where code = 'SZ10001'`.execute(s.database.db);
    const { rows: [customer] } = await sql<{ name: string; bg: string; status: string }>`
      select c.name, b.name as bg, c.status from ship_customer c join bg b on b.id = c.bg_id where c.code = 'SZ10001'`.execute(s.database.db);
    const data = await download(`${CUSTOMERS}/export?format=xlsx&code=SZ10001`);

    const xml = zipParts(data).get('xl/worksheets/sheet1.xml')!;
    expect(xml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    const widths = [...xml.matchAll(/<col min="(\d+)" max="\d+" width="([\d.]+)"/g)].map((m) => Number(m[2]));

    const book = XLSX.read(data, { type: 'buffer', cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    const [header, row] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
    expect(widths).toHaveLength(header.length);
    // The name column is wider than the ID column, and no column passes the cap.
    expect(widths[header.indexOf('Customer name')]).toBeGreaterThan(widths[header.indexOf('ID')]);
    expect(Math.max(...widths)).toBeLessThan(52);

    const cell = (heading: string) => row[header.indexOf(heading)];
    expect(cell('Customer name')).toBe(customer.name);
    expect(cell('Business group')).toBe(customer.bg);
    expect(cell('Business group code')).not.toBe(customer.bg);
    expect(cell('Status')).toBe(customer.status === 'active' ? 'Active' : 'Inactive');
    expect(typeof cell('Credit limit') === 'number' || cell('Credit limit') === null).toBe(true);
    // A real date: a number cell with a date format, read back as the same day.
    const dateCell = sheet[XLSX.utils.encode_cell({ r: 1, c: header.indexOf('AR as of') })] as XLSX.CellObject;
    expect(dateCell).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
    expect(XLSX.SSF.format('yyyy-mm-dd', dateCell.v as number)).toBe('2026-03-01');

    // Chinese labels for a Chinese user.
    const zh = XLSX.read(await download(`${CUSTOMERS}/export?format=xlsx&code=SZ10001`, 'zh-CN'), { type: 'buffer' });
    const [zhHeader, zhRow] = XLSX.utils.sheet_to_json<unknown[]>(zh.Sheets[zh.SheetNames[0]], { header: 1, defval: null });
    expect(zhRow[zhHeader.indexOf('状态')]).toBe(customer.status === 'active' ? '启用' : '停用');
    expect(zhHeader).toContain('事业群编码');

    // The file imports back unchanged: the key column is read, the title column is not.
    const back = await upload(s, admin, 'customers.xlsx', data);
    expect(back.body.data).toEqual({ inserted: 0, updated: 1, total: 1 });
  });

  it('writes a template with an example row, its note, and a drop-down of each enum', async () => {
    const data = await download(`${CUSTOMERS}/template?format=xlsx`);
    const parts = zipParts(data);
    const xml = parts.get('xl/worksheets/sheet1.xml')!;
    expect(xml).toContain('state="frozen"');
    const book = XLSX.read(data, { type: 'buffer' });
    const [header, example, ...more] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
    expect(more).toEqual([]);
    const at = (heading: string) => example[header.indexOf(heading)];
    expect(at('Customer no.')).toBe('EXAMPLE-01');
    expect(at('Customer name')).toBe('Example customer name');
    expect(at('Status')).toBe('Active');
    expect(at('Locked')).toBe(false);
    // An existing business group's code, not a made-up one.
    const { rows: bgs } = await sql<{ code: string }>`select code from bg order by id limit 1`.execute(s.database.db);
    expect(at('Business group code')).toBe(bgs[0].code);
    expect(typeof at('Credit limit')).toBe('number');

    const letter = XLSX.utils.encode_col(header.indexOf('Status'));
    expect(xml).toContain(`<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${letter}2:${letter}1048576"><formula1>&quot;Active,Inactive&quot;</formula1></dataValidation>`);
    expect(xml.match(/<dataValidation /g)?.length).toBe(header.filter((h) => ['Status', 'Currency'].includes(String(h))).length);
    expect(parts.get('xl/comments1.xml')).toContain('Example row');
  });

  it('refuses the untouched template with a message, and skips its example row beside real rows', async () => {
    const before = Number((await sql<{ n: number }>`select count(*)::int as n from ship_customer`.execute(s.database.db)).rows[0].n);
    for (const lang of ['en-US', 'zh-CN']) {
      const template = await download(`${CUSTOMERS}/template?format=xlsx`, lang);
      const refused = await upload(s, admin, 'template.xlsx', template);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("The file holds only the template's example row, which is never imported; replace it with your records");
      const csv = await upload(s, admin, 'template.csv', await download(`${CUSTOMERS}/template?format=csv`, lang), 'text/csv', 'zh-CN');
      expect(csv.body.message).toBe('文件只有模板的示例行（导入时总会跳过），请替换为您的数据');
    }
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from ship_customer`.execute(s.database.db)).rows[0].n)).toBe(before);

    // A row added below the example: only that row is imported.
    const book = XLSX.read(await download(`${CUSTOMERS}/template?format=xlsx`), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]];
    const [header, example] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
    const mine = header.map((h, i) => (h === 'Customer no.' ? 'FROM-TEMPLATE' : h === 'Customer name' ? 'Filled in from the template' : example[i]));
    XLSX.utils.sheet_add_aoa(sheet, [mine], { origin: 2 });
    const filled = await upload(s, admin, 'filled.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(filled.body.data).toEqual({ inserted: 1, updated: 0, total: 1 });
    const { rows } = await sql<{ code: string }>`select code from ship_customer where code in ('FROM-TEMPLATE', 'EXAMPLE-01')`.execute(s.database.db);
    expect(rows.map((r) => r.code)).toEqual(['FROM-TEMPLATE']);
  });
});
