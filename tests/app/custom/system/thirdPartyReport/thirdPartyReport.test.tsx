// @vitest-environment happy-dom
// The third-party report against the real server: an EDI partner's rows inserted today show as one
// row of counts (total, failed, pending) in English, a failed figure opens its items; the words in Chinese.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('third-party report against the real server', () => {
  beforeAll(async () => {
    const db = app.server.database.db;
    await sql`insert into edi_outbox (doc_type, doc_id, receiver_id, control_no, body, sent_at) values
      ('855', 1, 'TPAPP01', 'TPA-1', 'x', now()), ('855', 2, 'TPAPP01', 'TPA-2', 'x', null), ('855', 3, 'TPAPP01', 'TPA-3', 'x', now())`.execute(db);
    await sql`insert into edi_inbox (doc_type, sender_id, file_name, body, problem) values ('810', 'TPAPP01', 'tpa-810.x12', 'x', 'No ISA segment')`.execute(db);
  });

  it('shows the counts per party and kind, and a failed figure opens its items', async () => {
    await signIn('op');
    renderAdmin('/system/thirdPartyReport', { dataProvider, authProvider, locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Third-party report' }, LONG)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Exchanges by party and kind' }, LONG);
    const [sent] = await within(table).findAllByRole('row', { name: /TPAPP01 855/ }, LONG);
    expect(within(sent).getAllByRole('cell').map((c) => c.textContent)).toEqual(['EDI partner', 'TPAPP01', '855', 'Sent', '3', '0', '1', expect.any(String)]);
    const received = within(table).getByRole('row', { name: /TPAPP01 810/ });
    expect(within(received).getAllByRole('cell').slice(3, 7).map((c) => c.textContent)).toEqual(['Received', '1', '1', '0']);
    fireEvent.click(within(received).getByRole('button', { name: /TPAPP01 810/ }));
    expect(await screen.findByRole('heading', { name: 'Failed and pending items: TPAPP01 810' }, LONG)).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Failed and pending items' });
    expect(await within(items).findByText('No ISA segment', {}, LONG)).toBeInTheDocument();
    expect(within(items).getAllByRole('row')).toHaveLength(2);
  }, 90_000);

  it('speaks Chinese', async () => {
    // The shell opens in the user's stored language (the first test stored en-US).
    await app.server.database.db.updateTable('users').set({ language: 'zh-CN' }).where('name', '=', 'op').execute();
    await signIn('op');
    renderAdmin('/system/thirdPartyReport', { dataProvider, authProvider, locale: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '第三方报表' }, LONG)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '按对象和报文类型统计' }, LONG);
    const [sent] = await within(table).findAllByRole('row', { name: /TPAPP01 855/ }, LONG);
    expect(within(sent).getAllByRole('cell').slice(0, 7).map((c) => c.textContent)).toEqual(['EDI 贸易伙伴', 'TPAPP01', '855', '发送', '3', '0', '1']);
    expect(screen.getByRole('button', { name: '导出 .xlsx' })).toBeInTheDocument();
  }, 90_000);
});
