// @vitest-environment happy-dom
// An event's change list in a table row is one line: the first two changes, then "+N more", a button
// (keyboard operable) that unfolds every change in place and folds them back; in both languages.
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { EventEntry } from '../../../../src/contract/eventEntry';
import { createI18nProvider } from '../../../../src/i18n';
import type { Locale } from '../../../../src/schema/types';
import { EventChanges } from '../../../../src/views/history/EventChanges';
import type { HistoryContext } from '../../../../src/views/history/eventDiff';

const ctx: HistoryContext = { declarations: { resources: [], findByRaName: () => undefined }, reasonWords: () => undefined };
const event = (after: Record<string, unknown>): EventEntry => ({
  id: 7, at: '2026-11-28T10:00:00Z', user_id: 1, user_name: 'op', original_user_id: null, original_user_name: null,
  resource: 'asn', record_id: 1, action: 'create', reason: null, before: null, after,
});
/** An ASN created with 25 fields. */
const created = event(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`field_${i + 1}`, `value ${i + 1}`])));

function renderChanges(e: EventEntry, locale: Locale) {
  return render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <Table>
        <TableBody>
          <TableRow>
            <TableCell>
              <EventChanges event={e} ctx={ctx} />
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </AdminContext>,
  );
}

const changeList = (name: RegExp) => screen.getByRole('list', { name });

describe('an event row\'s changes', () => {
  it('folds 25 changes to one line with "+23 more", unfolded and folded again by its button (en-US)', async () => {
    renderChanges(created, 'en-US');
    const more = await screen.findByRole('button', { name: '+23 more' });
    const list = changeList(/Changes of event 7/);
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['field_1: — → value 1', 'field_2: — → value 2']);
    // One line: no wrapping, the changes side by side.
    expect(getComputedStyle(list).display).toBe('flex');
    expect(getComputedStyle(list.parentElement!).whiteSpace).toBe('nowrap');
    expect(more.tagName).toBe('BUTTON');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', list.id);

    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(within(changeList(/Changes of event 7/)).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('value 25', { exact: false })).toBeInTheDocument();

    fireEvent.click(less);
    expect(within(changeList(/Changes of event 7/)).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '+23 more' })).toBeInTheDocument();
  });

  it('says it in Chinese (zh-CN)', async () => {
    renderChanges(created, 'zh-CN');
    fireEvent.click(await screen.findByRole('button', { name: '另有 23 项' }));
    expect(within(changeList(/事件 7 的变更/)).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('button', { name: '收起' })).toBeInTheDocument();
  });

  it('shows up to two short changes whole, with no button', async () => {
    renderChanges(event({ name: 'A', remark: 'B' }), 'en-US');
    const list = await screen.findByRole('list', { name: /Changes of event 7/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the whole of a change cut on its line', async () => {
    renderChanges(event({ remark: 'a long remark that does not fit the folded line of the table' }), 'en-US');
    fireEvent.click(await screen.findByRole('button', { name: 'Show all' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });
});
