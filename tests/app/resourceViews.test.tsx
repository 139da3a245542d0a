// @vitest-environment happy-dom
// The generic list and form, rendered for real declarations against the real server (in process,
// listening on a port), through the real dataProvider and authProvider: no mocked fetch.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../src/authProvider';
import { dataProvider } from '../../src/dataProvider';
import { getResource, raName } from '../../src/resources/declarations';
import { signIn, withAppServer } from './appServer';
import { findLoadedTable, renderAdmin, renderResourceView } from './renderAdmin';

const app = withAppServer();


describe('generic views against the real server', () => {
  it('lists the declared columns and rows of business groups', async () => {
    await signIn('op');
    renderResourceView(getResource('bg'), 'list', { dataProvider, authProvider });
    // The file's first screen also transforms the lazy list chunk: seconds on a busy machine.
    expect(await screen.findByText('AUTO', {}, { timeout: 30000 })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['BG code', 'Name', 'Manager', 'Status']));
    expect(screen.getByRole('link', { name: /create/i })).toBeInTheDocument();
  });

  it('shows a field error from the declaration before anything is sent', async () => {
    await signIn('op');
    renderResourceView(getResource('bg'), 'create', { dataProvider, authProvider });
    const code = await screen.findByLabelText(/BG code/, {}, { timeout: 30000 });
    fireEvent.change(code, { target: { value: 'has space' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Test' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('BG code: letters, digits, - _ . only, no spaces')).toBeInTheDocument();
  });

  it('puts the server refusal of a duplicate code on the code field', async () => {
    await signIn('op');
    const before = await app.server.count('bg');
    renderResourceView(getResource('bg'), 'create', { dataProvider, authProvider });
    fireEvent.change(await screen.findByLabelText(/BG code/, {}, { timeout: 10000 }), { target: { value: 'AUTO' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Second automotive' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    const error = await screen.findByText('BG code "AUTO" is already used by another record', {}, { timeout: 10000 });
    expect(error.closest('.MuiFormControl-root')).toHaveTextContent('BG code');
    expect(await app.server.count('bg')).toBe(before);
  });

  it('hides create and bulk delete from a user without the manage permission', async () => {
    await signIn('viewer');
    renderResourceView(getResource('end_customer'), 'list', { dataProvider, authProvider });
    const table = await findLoadedTable();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('the spec list URL', () => {
  it('opens a list at ?page=&size= as the spec writes it', async () => {
    await signIn('op');
    const decl = getResource('ship_customer');
    renderAdmin(`/${raName(decl)}?page=2&size=5`, { dataProvider, authProvider });
    const table = await findLoadedTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(screen.getByText(/6-10 of/)).toBeInTheDocument();
  });
});
