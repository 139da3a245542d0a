// @vitest-environment happy-dom
// "My RFQs" against the real server: the stage tabs list the RFQs of each stage; one draft goes
// through every stage on /my/myRFQs/{stage}/{id}: submitted (0→1), quoted line by line (1→2),
// finished (2→3) and sent back for a re-quote with a memo (3→1).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('my RFQs screens', () => {
  it('lists RFQs by stage and moves one draft through every stage', { timeout: 120_000 }, async () => {
    const db = app.server.database.db;
    const { rows } = await sql<{ id: number; rfq_no: string }>`select id::int as id, rfq_no from rfq where stage = '0' order by id limit 1`.execute(db);
    const { id, rfq_no: no } = rows[0];
    const stage = async () => (await sql<{ stage: string }>`select stage from rfq where id = ${id}`.execute(db)).rows[0].stage;
    const mpns = (await sql<{ mpn: string }>`select m.mpn from rfq_item i join material m on m.id = i.material_id where i.rfq_id = ${id} order by i.line_no`.execute(db)).rows.map((r) => r.mpn);
    await signIn('admin');
    renderAdmin('/my/myRFQs', { dataProvider, authProvider });
    const drafts = await screen.findByRole('table', { name: 'My RFQs' }, LONG);
    await waitFor(() => expect(within(drafts).getByRole('link', { name: no })).toBeInTheDocument(), LONG);
    fireEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'My RFQs' })).queryByRole('link', { name: no })).not.toBeInTheDocument(), LONG);
    fireEvent.click(screen.getByRole('tab', { name: 'Draft' }));
    fireEvent.click(await screen.findByRole('link', { name: no }, LONG));

    fireEvent.click(await screen.findByRole('button', { name: 'Submit for inquiry' }, LONG));
    await waitFor(async () => expect(await stage()).toBe('1'), LONG);

    // Stage 1: a quoted price on every line, then the price review stage.
    for (const [i, mpn] of mpns.entries()) {
      fireEvent.change(await screen.findByRole('textbox', { name: `Quoted price ${mpn}` }, LONG), { target: { value: `0.${i + 1}25` } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save quote (to price review)' }));
    await waitFor(async () => expect(await stage()).toBe('2'), LONG);
    // The stage is named as the clerks say it (核价: "Price review").
    expect(await screen.findByText('Price review', undefined, LONG)).toBeInTheDocument();
    const prices = await sql<{ p: string }>`select quoted_price::text as p from rfq_item where rfq_id = ${id} order by line_no`.execute(db);
    expect(prices.rows.map((r) => r.p)).toEqual(mpns.map((_, i) => `0.${i + 1}25000`));

    fireEvent.click(await screen.findByRole('button', { name: 'Finish quote' }, LONG));
    await waitFor(async () => expect(await stage()).toBe('3'), LONG);
    // The finished RFQ's own page (no quote button any more) takes the memo, not the one it replaced.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Finish quote' })).not.toBeInTheDocument(), LONG);

    fireEvent.change(await screen.findByRole('textbox', { name: 'Re-quote memo' }, LONG), { target: { value: 'Volume doubled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Re-quote' }));
    await waitFor(async () => expect(await stage()).toBe('1'), LONG);
    await screen.findByText('Sent back for a re-quote: Volume doubled', undefined, LONG);
  });
});
