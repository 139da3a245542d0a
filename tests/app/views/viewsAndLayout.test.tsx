// @vitest-environment happy-dom
// Views and layout hints, against the real server: the material's declared sections hold their
// fields under their titles on the show and edit screens; a tabbed layout shows one tab's fields at a
// time. The customer module's own show view (its ship-to addresses) is walked in the browser
// (tests/e2e/journeys/masterData.test.ts): here its reference list stayed pending (see docs/decisions.md).
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { createI18nProvider } from '../../../src/i18n';
import { getResource, raName } from '../../../src/resources/declarations';
import { defineResource } from '../../../src/schema';
import { label, text } from '../../../src/schema/fields';
import { LaidOutShow } from '../../../src/views/layout/LaidOutShow';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin, viewPath } from '../renderAdmin';

const app = withAppServer();
const LOAD = { timeout: 15000 };
const one = async <T,>(q: { execute: (db: never) => Promise<{ rows: T[] }> }) => (await q.execute(app.server.database.db as never)).rows[0];

describe('layout hints and module views', { timeout: 60_000 }, () => {
  it('shows a material in its declared sections, each field under its section title', async () => {
    const material = await one(sql<{ id: number; mpn: string }>`select id, mpn from material order by id limit 1`);
    await signIn('admin');
    renderAdmin(viewPath(getResource('material'), 'show', material.id), { dataProvider, authProvider });
    const ordering = await screen.findByRole('region', { name: 'Ordering' }, LOAD);
    expect(within(ordering).getByRole('heading', { name: 'Ordering' })).toBeInTheDocument();
    expect(within(ordering).getByText('Lead time (weeks)')).toBeInTheDocument();
    expect(within(ordering).getByText('MPQ')).toBeInTheDocument();
    expect(within(ordering).queryByText('MPN')).not.toBeInTheDocument();
    const part = screen.getByRole('region', { name: 'Part' });
    expect(await within(part).findByText(material.mpn, {}, LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Cost' })).getByText('Standard cost')).toBeInTheDocument();
  });

  it('puts the edit form inputs in the same sections', async () => {
    const material = await one(sql<{ id: number }>`select id from material order by id limit 1`);
    await signIn('admin');
    renderAdmin(viewPath(getResource('material'), 'edit', material.id), { dataProvider, authProvider });
    const compliance = await screen.findByRole('region', { name: 'Compliance and shipping' }, LOAD);
    expect(within(compliance).getByLabelText(/^ECCN/)).toBeInTheDocument();
    expect(within(compliance).queryByLabelText(/^MPN/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Part' })).getByLabelText(/^MPN/)).toBeInTheDocument();
  });
});

describe('a tabbed layout', () => {
  const decl = defineResource({
    name: 'tabbed_thing',
    api: { base: '/api/v1/tabbed_thing' },
    route: '/test/tabbedThing',
    access: { permissions: ['manage-test'] },
    menu: { group: 'basic', section: 'test', order: 1 },
    label: label('Things', '东西'),
    recordLabel: label('Thing', '东西'),
    fields: { code: text(label('Code', '代码'), { maxBytes: 20 }), colour: text(label('Colour', '颜色'), { maxBytes: 20 }), note: text(label('Note', '备注'), { maxBytes: 20 }) },
    layout: { tabs: [{ title: label('Main', '主要'), fields: ['code'] }, { title: label('Looks', '外观'), fields: ['colour'] }] },
    titleField: 'code',
    list: { columns: ['code'], search: [], sort: { field: 'code', order: 'ASC' } },
  });

  it('shows the first tab, then the second on a click, and the undeclared field in a last tab', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('en-US')}>
        <ResourceContextProvider value={raName(decl)}>
          <RecordContextProvider value={{ id: 1, code: 'C-1', colour: 'teal', note: 'kept' }}>
            <LaidOutShow decl={decl} names={Object.keys(decl.fields)} />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Main', 'Looks', '…']);
    expect(screen.getByText('C-1')).toBeVisible();
    expect(screen.queryByText('teal')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Looks' }));
    expect(await screen.findByText('teal')).toBeVisible();
  });
});
