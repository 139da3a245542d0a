// The row bound of an .xlsx is checked while its first sheet is inflated, before any row is built:
// on the declared size first (so a 1,000,000-row sheet is refused from its first bytes), then on a
// count of its rows (a sheet may lack the declaration or understate it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredLastRow, moreRowsThan } from '../../../server/importExport/sheetRowLimit';
import { BACKENDS, startTestServer, type TestServer } from '../harness';
import { multipart, XLSX_TYPE } from '../modules/master/upload';
import { inlineRows, xlsxPackage } from '../zipFiles';

const IMPORT = '/api/v1/ship/customer/import';
const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>Customer no.</t></is></c><c r="B1" t="inlineStr"><is><t>Customer name</t></is></c></row>';
const TOO_MANY = 'The file has more than 100000 rows; split it into smaller files';

/** Rows 2..last with one number each: the smallest XML a million rows can take. */
function numberRows(last: number): string {
  const out: string[] = [];
  for (let r = 2; r <= last; r++) out.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
  return out.join('');
}

/** The file with the sheet's compressed bytes after its first 64 KB overwritten: only its head can be read. */
function damagedAfterHead(file: Buffer): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const at = file.indexOf(name); // the local header's name: the sheet's data follows it
  const start = at + name.length;
  const compressed = file.readUInt32LE(at - 30 + 18);
  const out = Buffer.from(file);
  out.fill(0xff, start + 64 * 1024, start + compressed - 16);
  return out;
}

describe('sheet row bounds', () => {
  it('reads the last row of a declared size', () => {
    expect(declaredLastRow('<worksheet><dimension ref="A1:Z1000000"/><sheetData>')).toBe(1_000_000);
    expect(declaredLastRow('<x:worksheet><x:dimension ref="B2"/>')).toBe(2);
    expect(declaredLastRow('<worksheet><sheetData>')).toBeUndefined();
  });

  it('counts row elements, prefixed or not, and nothing else', () => {
    const sheet = (rows: string) => Buffer.from(`<worksheet><sheetData>${rows}</sheetData></worksheet>`);
    expect(moreRowsThan(sheet('<row r="1"/><row r="2"><c r="A2"><v>1</v></c></row><rowBreaks/>'), 2)).toBe(false);
    expect(moreRowsThan(sheet('<row r="1"/><row r="2"/><row>'), 2)).toBe(true);
    expect(moreRowsThan(Buffer.from('<x:worksheet><x:sheetData><x:row r="1"/><x:row r="2"/></x:sheetData>'), 1)).toBe(true);
  });
});

describe.each(BACKENDS)('refusing an oversized sheet on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
  });
  afterAll(() => s?.close());

  const upload = (data: Buffer) => s.call({ method: 'POST', url: IMPORT, token: admin, ...multipart({ name: 'rows.xlsx', type: XLSX_TYPE, data }) });

  it('refuses a 1,000,000-row sheet from its declared size, without inflating the rest (413)', async () => {
    const file = xlsxPackage(HEADER + numberRows(1_000_000), 'A1:B1000000');
    expect(file.length).toBeLessThan(20 * 1024 * 1024);
    const before = await s.count('ship_customer');
    // Only the first 64 KB of the sheet can be inflated: a refusal that needed the rest would be a 400.
    const res = await upload(damagedAfterHead(file));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(TOO_MANY);
    expect((await upload(file)).status).toBe(413);
    expect(await s.count('ship_customer')).toBe(before);
  });

  it('counts the rows of a sheet that declares no size, or too small a one (413)', async () => {
    // 100,003 rows, every one empty: nothing to build, yet more rows than an import takes.
    const empty = Array.from({ length: 100_003 }, (_, i) => `<row r="${i + 2}"/>`).join('');
    const undeclared = await upload(xlsxPackage(HEADER + empty));
    expect(undeclared.status).toBe(413);
    expect(undeclared.body.message).toBe(TOO_MANY);
    const understated = await upload(xlsxPackage(HEADER + numberRows(200_000), 'A1:B2'));
    expect(understated.status).toBe(413);
  });

  it('still imports a sheet within the bounds', async () => {
    const rows = inlineRows(2, 3, (r) => [`ROWS-${r}`, `Rows ${r}`]);
    const res = await upload(xlsxPackage(HEADER + rows, 'A1:B3'));
    // Read and checked row by row: refused for the columns it lacks, not for its size.
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe(TOO_MANY);
    expect(JSON.stringify(res.body)).toMatch(/Business group/);
  });
});
