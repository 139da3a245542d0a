// @vitest-environment happy-dom
// Export and import from the list screen against the real server (in process, on a port), through
// the real dataProvider: every row of a 600-row filtered list lands in the file, and the import
// dialog shows the server's row problems or its counts. Files are read and built with SheetJS.
import '@testing-library/jest-dom/vitest';
import type { Socket } from 'node:net';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/authProvider';
import { dataProvider } from '../../src/dataProvider';
import { getResource, raName } from '../../src/resources/declarations';
import type { Locale } from '../../src/schema';
import { PASSWORD, startTestServer, type TestServer } from '../server/harness';
import { allowCrossOrigin } from './appServer';
import { renderAdmin } from './renderAdmin';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BULK = 600;
const endCustomer = getResource('end_customer');

let server: TestServer;
const sockets = new Set<Socket>();
/** Requests the server refused with 403 while a test watches. */
let refusedRequests: string[] = [];

/** What the app handed to the browser's download: the file and the name it gave it. */
let downloads: { blob: Blob; name: string }[] = [];

beforeAll(async () => {
  server = await startTestServer('pglite');
  allowCrossOrigin(server);
  server.app.server.on('connection', (socket: Socket) => sockets.add(socket));
  server.app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode === 403) refusedRequests.push(`${req.method} ${req.url}`);
  });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  (window as unknown as { __APP_CONFIG__: { apiOrigin: string } }).__APP_CONFIG__ = { apiOrigin: address };
  // A direct multi-row insert: 600 end customers, more than one page of 500; one looks like a formula.
  await sql`insert into end_customer (ec_code, name, bg_id, industry, country, status)
    select 'BULK-' || lpad(g::text, 4, '0'), case when g = 1 then '=1+1 Bulk export' else 'Bulk export ' || g end,
           (select id from bg where code = 'AUTO'), 'industrial', 'CN', 'active'
    from generate_series(1, ${BULK}) g`.execute(server.database.db);
});

afterAll(async () => {
  // Node's fetch sometimes leaves a connection open on which it never sent a request (seen here
  // after the app cancelled queries on unmount); the server does not count it idle, so close() waits.
  for (const socket of sockets) socket.destroy();
  await server.close();
});

beforeEach(async () => {
  // The app applies an account's stored language and stores the screen's when there is none: each
  // test starts with none, so the language it opens the list in is the one it gets.
  await server.database.db.updateTable('users').set({ language: null }).execute();
  downloads = [];
  let pending: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    pending = blob;
    return 'blob:test';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) downloads.push({ blob: pending, name: this.download });
  });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await authProvider.logout({});
});

const signIn = (username: string) => authProvider.login({ username, password: PASSWORD });

function openList(filter: Record<string, unknown>, locale: Locale = 'en-US') {
  const path = `/${raName(endCustomer)}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return renderAdmin(path, { dataProvider, authProvider, locale });
}

async function exportAs(menuItem: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name: /^(export|导出)$/i }, { timeout: 20000 }));
  fireEvent.click(await screen.findByRole('menuitem', { name: menuItem }, { timeout: 10000 }));
}

async function downloaded(): Promise<{ blob: Blob; name: string }> {
  await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 40000 });
  return downloads[0];
}

const sheetRows = async (blob: Blob) => {
  // Copied into this realm's Uint8Array: a Blob from Node's fetch gives another realm's ArrayBuffer.
  const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
  return { book, rows: XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: null }) };
};

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}_${String(d.getMonth() + 1).padStart(2, '0')}_${String(d.getDate()).padStart(2, '0')}`;
};

describe('export from the list', { timeout: 120000 }, () => {
  it('writes every row of a list filtered to more than 500 rows into an .xlsx, headed by the field labels', async () => {
    await signIn('op');
    openList({ 'name@like': 'Bulk export' });
    expect(await screen.findByText('BULK-0001', {}, { timeout: 60000 })).toBeInTheDocument();
    await exportAs(/Excel \(\.xlsx\)/);
    const file = await downloaded();
    expect(file.name).toBe(`end_customer_${today()}.xlsx`);

    const { book, rows } = await sheetRows(file.blob);
    const [header, ...body] = rows;
    expect(header).toEqual(['ID', 'EC code', 'Name', 'FB EC name', 'Business group', 'Business group code', 'Industry', 'Country', 'Status', 'Remark']);
    expect(body).toHaveLength(BULK);
    expect(new Set(body.map((r) => r[1])).size).toBe(BULK);
    // What the list shows: the business group's name (its code beside it, for the import) and enum labels.
    const auto = await sql<{ name: string }>`select name from bg where code = 'AUTO'`.execute(server.database.db);
    expect(body[0]).toEqual([expect.any(Number), 'BULK-0001', '=1+1 Bulk export', null, auto.rows[0].name, 'AUTO', 'Industrial', 'CN', 'Active', null]);
    // The formula-looking name is a string cell, which no spreadsheet evaluates.
    const cell = book.Sheets[book.SheetNames[0]].C2;
    expect(cell).toMatchObject({ t: 's', v: '=1+1 Bulk export' });
    expect(cell.f).toBeUndefined();
    expect(await screen.findByText('Export finished.', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('writes a .csv in the user language, with formula-looking text behind an apostrophe', async () => {
    await signIn('op');
    openList({ 'name@like': 'Bulk export' }, 'zh-CN');
    expect(await screen.findByText('BULK-0001', {}, { timeout: 60000 })).toBeInTheDocument();
    await exportAs(/CSV（\.csv）/);
    const file = await downloaded();
    expect(file.name).toBe(`end_customer_${today()}.csv`);
    // A byte-order mark first, so that Excel reads the UTF-8 (a UTF-8 TextDecoder drops it when decoding).
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    // Quoted too: the cell starts with the protecting apostrophe, which an unquoted cell could not tell from data.
    expect(text).toContain(`,"'=1+1 Bulk export",`);
    const [header, ...body] = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(text, { type: 'string', raw: true }).Sheets.Sheet1, { header: 1 });
    expect(header.slice(0, 7)).toEqual(['ID', 'EC 代码', '名称', 'FB EC 名称', '事业群', '事业群编码', '行业']);
    expect(body).toHaveLength(BULK);
    expect(body[0].slice(5, 7)).toEqual(['AUTO', '工业']);
  });

  it('names business groups by their title for a user who may not open that screen, without a refused lookup', async () => {
    await signIn('viewer');
    const refused: string[] = [];
    refusedRequests = refused;
    openList({ ec_code: 'BULK-0003' });
    expect(await screen.findByText('Bulk export 3', {}, { timeout: 20000 })).toBeInTheDocument();
    await exportAs(/Excel \(\.xlsx\)/);
    const { rows } = await sheetRows((await downloaded()).blob);
    const auto = await sql<{ name: string }>`select name from bg where code = 'AUTO'`.execute(server.database.db);
    expect(rows).toHaveLength(2);
    expect(rows[1][4]).toBe(auto.rows[0].name);
    expect(refused).toEqual([]);
  });

  it('says the report is empty when the filter leaves no row', async () => {
    await signIn('op');
    openList({ 'name@like': 'no such end customer' });
    expect(await screen.findByText(/found using the current filters/, {}, { timeout: 20000 })).toBeInTheDocument();
    await exportAs(/Excel \(\.xlsx\)/);
    expect(await screen.findByText('Cannot get report info: the list is empty', {}, { timeout: 20000 })).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});

function workbookFile(rows: unknown[][], name = 'end-customers.xlsx'): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  return new File([bytes], name, { type: XLSX_TYPE });
}

async function openImportDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /^import$/i }, { timeout: 20000 }));
  return screen.findByRole('dialog');
}

async function chooseFile(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText(/choose a file|choose another file/i), { target: { files: [file] } });
  await within(dialog).findByText(new RegExp(`of ${file.name.replace('.', '\\.')}`), {}, { timeout: 20000 });
}

describe('import dialog', { timeout: 60000 }, () => {
  it('previews the file, then lists the server problems by row and field; nothing is imported', async () => {
    await signIn('op');
    const before = await server.count('end_customer');
    openList({});
    const dialog = await openImportDialog();
    const file = workbookFile([
      ['EC code', 'Name', 'Industry', 'Colour'],
      ['IMP-BAD-1', 'Imported one', 'industrial', 'red'],
      ['IMP-BAD-2', '', 'industrial', 'blue'],
      ['IMP-BAD-3', 'Imported three', 'no such industry', 'green'],
    ]);
    await chooseFile(dialog, file);

    const preview = within(dialog).getByRole('table');
    const headings = within(preview).getAllByRole('columnheader');
    expect(headings.map((h) => h.textContent)).toEqual(['Row', 'EC code', 'Name', 'Industry', 'Colour']);
    expect(headings[4]).toHaveAttribute('data-unknown-column', 'true');
    // The preview numbers its rows as the refusal below will (R15): the header is row 1.
    const previewRows = within(preview).getAllByRole('row').slice(1);
    expect(previewRows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['2', '3', '4']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const problems = await within(dialog).findByRole('table', { name: /nothing was imported/i }, { timeout: 30000 });
    expect(within(dialog).getByText('Nothing was imported. Fix these rows and upload the file again.')).toBeInTheDocument();
    const cells = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual(
      expect.arrayContaining([
        [expect.any(String), 'Name', expect.any(String)],
        [expect.any(String), 'Industry', expect.any(String)],
      ]),
    );
    // Rows as the spreadsheet numbers them: the header is row 1, so data rows 2 and 3 are rows 3 and 4.
    expect(cells.map((c) => c[0])).toEqual(['3', '4']);
    expect(await server.count('end_customer')).toBe(before);
  });

  it('uploads a good file, shows what was added and updated, and the list has the new row', async () => {
    await signIn('op');
    const before = await server.count('end_customer');
    openList({ ec_code: 'IMP-NEW-1' });
    const dialog = await openImportDialog();
    await chooseFile(
      dialog,
      workbookFile([
        ['EC code', 'Name', 'Industry'],
        ['IMP-NEW-1', 'Imported new one', 'medical'],
        ['BULK-0002', 'Bulk export 2 (renamed)', 'industrial'],
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('1 added, 1 updated', {}, { timeout: 30000 })).toBeInTheDocument();
    expect(await server.count('end_customer')).toBe(before + 1);
    // The list behind the dialog was refreshed.
    expect(await screen.findByText('Imported new one', {}, { timeout: 20000 })).toBeInTheDocument();
  });

  it('shows a refusal without rows as the server words it', async () => {
    await signIn('op');
    openList({});
    const dialog = await openImportDialog();
    const file = new File(['EC code,Name\nX,Y\n'], 'end-customers.txt', { type: 'text/plain' });
    fireEvent.change(within(dialog).getByLabelText(/choose a file/i), { target: { files: [file] } });
    await within(dialog).findByText(/of end-customers\.txt|cannot be read/, {}, { timeout: 20000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Only xlsx is supported', {}, { timeout: 30000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing was imported.')).toBeInTheDocument();
  });

  it('downloads the template with the field labels and an example row', async () => {
    await signIn('op');
    openList({});
    const dialog = await openImportDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download template' }));
    const file = await downloaded();
    expect(file.name).toBe('end_customer_template.xlsx');
    const { rows } = await sheetRows(file.blob);
    expect(rows[0]).toEqual(expect.arrayContaining(['EC code', 'Name', 'Industry', 'Business group code']));
    // One example row, with an allowed label for each enum.
    expect(rows).toHaveLength(2);
    expect(rows[1][rows[0].indexOf('Status')]).toBe('Active');
  });

  it('offers export but not import to a view-only user', async () => {
    await signIn('viewer');
    openList({});
    expect(await screen.findByRole('button', { name: /^export$/i }, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^import$/i })).not.toBeInTheDocument();
  });
});
