// @vitest-environment happy-dom
// The per-resource actions on the generic list and show screens, against the real server (in
// process, on a port) through the real dataProvider and authProvider: no mocked fetch.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { getResource, resources } from '../../../src/resources/declarations';
import { signIn, withAppServer } from '../appServer';
import { findLoadedTable, registry, renderAdmin, viewPath } from '../renderAdmin';

const app = withAppServer();
// Requests the screens abandon (a refresh cancels the read in flight) leave keep-alive sockets that
// Fastify's close does not count as idle and waits for; this runs before the server closes.
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 30000 };

const one = async <T,>(query: ReturnType<typeof sql<T>>) => (await query.execute(app.server.database.db)).rows[0];

describe('per-resource actions', () => {
  it('every action a declaration names has a component', async () => {
    await registry.loadActions();
    for (const decl of resources) {
      for (const name of [...(decl.actions?.row ?? []), ...(decl.actions?.show ?? [])]) expect(registry.actions[name], `${decl.name}: ${name}`).toBeDefined();
    }
  });

  it('a ratio auditor refuses a pending ratio only with a memo', async () => {
    const pending = await one(sql<{ id: number; version: number }>`select id, version from vendor_ratio where audit_status = '1' order by id limit 1`);
    await signIn('manager');
    renderAdmin(viewPath(getResource('vendor_ratio'), 'show', pending.id), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Audit' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Refuse'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit audit' }));
    expect(await within(dialog).findByText('A memo is required to refuse')).toBeInTheDocument();
    expect(await one(sql<{ audit_status: string }>`select audit_status from vendor_ratio where id = ${pending.id}`)).toEqual({ audit_status: '1' });

    fireEvent.change(within(dialog).getByLabelText(/Audit memo/), { target: { value: 'Deliveries late three weeks running' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit audit' }));
    expect(await screen.findByText('Audit saved', {}, LOAD)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await one(sql`select audit_status, audit_memo from vendor_ratio where id = ${pending.id}`)).toEqual({ audit_status: '3', audit_memo: 'Deliveries late three weeks running' }),
    );
    // Refused now: nothing left to audit on this record.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Audit' })).not.toBeInTheDocument(), LOAD);
  });

  it('offers Audit on pending list rows to auditors only, and a click on it stays on the list', async () => {
    const decl = getResource('vendor_ratio');
    await signIn('manager');
    const { unmount } = renderAdmin(`${viewPath(decl, 'list')}?filter=${encodeURIComponent(JSON.stringify({ audit_status: '1' }))}`, { dataProvider, authProvider });
    const table = await findLoadedTable();
    await waitFor(() => expect(within(table).getAllByRole('button', { name: 'Audit' }).length).toBeGreaterThan(0), LOAD);
    fireEvent.click(within(table).getAllByRole('button', { name: 'Audit' })[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('table')).toBeInTheDocument();
    unmount();
    await authProvider.logout({});

    // op enters ratios but may not agree them.
    await signIn('op');
    renderAdmin(`${viewPath(decl, 'list')}?filter=${encodeURIComponent(JSON.stringify({ audit_status: '1' }))}`, { dataProvider, authProvider });
    const opTable = await findLoadedTable();
    await waitFor(() => expect(within(opTable).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
    expect(within(opTable).queryByRole('button', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it('disables an inventory brand after confirmation', async () => {
    const brand = await one(sql<{ id: number; name: string }>`select id, name from inventory_brand where status = 'active' order by id limit 1`);
    await signIn('op');
    renderAdmin(viewPath(getResource('inventory_brand'), 'show', brand.id), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Disable "${brand.name}"?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Brand disabled', {}, LOAD)).toBeInTheDocument();
    expect(await one(sql`select status from inventory_brand where id = ${brand.id}`)).toEqual({ status: 'inactive' });
  });

  it('sets a prepaid initial price, and shows the server refusal of a bad one', async () => {
    const item = await one(sql<{ id: number }>`select id from prepaid where status = 'paid' and shipped_qty = 0 order by id limit 1`);
    await signIn('op');
    renderAdmin(viewPath(getResource('prepaid'), 'show', item.id), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Set initial price' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByLabelText(/Initial unit price/);
    fireEvent.change(price, { target: { value: '-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByRole('alert', {}, LOAD)).toHaveTextContent(/Initial unit price/);
    fireEvent.change(price, { target: { value: '0.4321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Initial price saved', {}, LOAD)).toBeInTheDocument();
    expect(Number((await one(sql<{ p: string }>`select initial_price as p from prepaid where id = ${item.id}`)).p)).toBe(0.4321);
  });

  it('opens the inventories screen of a storage location, assigns a material and makes it the default', async () => {
    const sloc = await one(sql<{ id: number; code: string }>`select id, code from sloc order by id limit 1`);
    const material = await one(sql<{ id: number; mpn: string }>`select id, mpn from material order by id limit 1`);
    await signIn('op');
    renderAdmin(viewPath(getResource('sloc'), 'show', sloc.id), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('link', { name: 'Inventories' }, LOAD));
    expect(await screen.findByText('No material is assigned to this storage location yet.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(`Materials kept at ${sloc.code}`) })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Find a material/), { target: { value: material.mpn } });
    const hit = await screen.findByText(material.mpn, {}, LOAD);
    fireEvent.click(within(hit.closest('li')!).getByRole('button', { name: 'Assign' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set default' }, LOAD));
    expect(await screen.findByText('Default in plant', {}, LOAD)).toBeInTheDocument();
    expect(await one(sql`select is_default from sloc_inventory where sloc_id = ${sloc.id} and material_id = ${material.id}`)).toEqual({ is_default: true });
  });

  it('refuses the inventories screen to a user without manage-sloc', async () => {
    const sloc = await one(sql<{ id: number }>`select id from sloc order by id limit 1`);
    await signIn('manager');
    renderAdmin(`/basic/sloc/SLOC/${sloc.id}/inventories`, { dataProvider, authProvider });
    expect(await screen.findByText("You don't have the right permissions to access this page", {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Find a material/)).not.toBeInTheDocument();
  });

  it('lists the materials without a substitution from the substitution list', async () => {
    const { n } = await one(sql<{ n: number }>`
      select count(*)::int as n from material m where not exists (
        select 1 from material_sub s where s.original_material_id = m.id or s.substitute_material_id = m.id)`);
    const first = await one(sql<{ mpn: string }>`
      select mpn from material m where not exists (
        select 1 from material_sub s where s.original_material_id = m.id or s.substitute_material_id = m.id) order by mpn limit 1`);
    await signIn('op');
    renderAdmin(viewPath(getResource('material_sub'), 'list'), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Non-linked materials' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(`1–10 of ${n}`, {}, LOAD)).toBeInTheDocument();
    expect(within(dialog).getByText(first.mpn)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Search MPN/), { target: { value: first.mpn } });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(2), LOAD);
  });
});
