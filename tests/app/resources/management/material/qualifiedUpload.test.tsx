// @vitest-environment happy-dom
// "Upload qualified" on the substitution list, against the real server through the real
// dataProvider: a real .xlsx and .csv, the server's problems by row and field (nothing saved),
// then a good file saved as qualified.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { getResource } from '../../../../../src/resources/declarations';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin, viewPath } from '../../../renderAdmin';

const app = withAppServer({ crossOrigin: true });
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 30000 };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sub = getResource('material_sub');

function workbook(rows: unknown[][], name: string): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new File([XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer], name, { type: XLSX_TYPE });
}

/** MPNs of materials in no substitution yet, so the pairs are new. */
async function freeMpns(n: number): Promise<string[]> {
  const rows = await sql<{ mpn: string }>`
    select mpn from material m where not exists (select 1 from material_sub s where m.id in (s.original_material_id, s.substitute_material_id))
    order by id limit ${n}`.execute(app.server.database.db);
  return rows.rows.map((r) => r.mpn);
}

const pairs = async (mpns: string[]) =>
  (
    await sql<{ qualification_status: string }>`
      select s.qualification_status from material_sub s join material o on o.id = s.original_material_id where o.mpn in (${sql.join(mpns)})`.execute(app.server.database.db)
  ).rows;

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Upload qualified' }, LOAD));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Upload qualified substitutions')).toBeInTheDocument();
  return dialog;
}

async function choose(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText(/choose a file|choose another file/i), { target: { files: [file] } });
  await within(dialog).findByText(new RegExp(`of ${file.name.replace('.', '\\.')}`), {}, LOAD);
}

describe('qualified upload', { timeout: 120000 }, () => {
  it('lists the problems by row and field and saves nothing, then saves a good file as qualified', async () => {
    const [a, b, c, d] = await freeMpns(4);
    await signIn('op');
    renderAdmin(viewPath(sub, 'list'), { dataProvider, authProvider });
    const dialog = await openDialog();
    expect(within(dialog).getByText(/nothing is saved/)).toBeInTheDocument();

    await choose(
      dialog,
      workbook(
        [
          ['Original MPN', 'Substitute MPN', 'Qualified on', 'Qualification status'],
          [a, b, '2026-03-01', 'rejected'],
          [c, d, '', ''],
        ],
        'qualified.xlsx',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const problems = await within(dialog).findByRole('table', { name: /nothing was imported/i }, LOAD);
    const cells = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    // The header is row 1: the second data row, without its date, is row 3.
    expect(cells).toEqual([['3', 'Qualified on', 'Qualified on is required']]);
    expect(await pairs([a, c])).toEqual([]);

    // The same pairs fixed, as .csv: all saved, each as qualified whatever the file said.
    const csv = `Original MPN,Substitute MPN,Qualified on,Qualification status\n${a},${b},2026-03-01,rejected\n${c},${d},2026-03-05,\n`;
    await choose(dialog, new File([csv], 'qualified.csv', { type: 'text/csv' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 added, 0 updated', {}, LOAD)).toBeInTheDocument();
    expect(await pairs([a, c])).toEqual([{ qualification_status: 'qualified' }, { qualification_status: 'qualified' }]);
  });

});
