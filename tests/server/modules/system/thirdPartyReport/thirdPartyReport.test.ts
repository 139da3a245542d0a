// Third-party report (issue 27): over a period in the future (no seeded row falls in it) the counts
// per party and kind are exactly the rows inserted here; failed and pending items drill down; role OP
// only; a bad period is a 400 naming its field; the export is an .xlsx the xlsx package reads.
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

interface Row { party_type: string; party: string; kind: string; direction: string; total: number; failed: number; pending: number; last_at: string | null }
interface Problem { party: string; kind: string; state: string; source: string; ref: string | null; reason: string | null }

const URL = '/api/v1/thirdPartyReport';
const P = 'from=2031-03-01&to=2031-03-31';

describe('third-party report', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const run = (text: ReturnType<typeof sql>) => text.execute(s.database.db);

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    for (const u of ['op', 'manager', 'viewer']) t[u] = await s.login(u);
    const at = (d: number) => `2031-03-${String(d).padStart(2, '0')}T10:00:00Z`;
    for (const [i, sent] of [[1, at(3)], [2, null], [3, null]] as const)
      await run(sql`insert into edi_outbox (doc_type, doc_id, receiver_id, control_no, body, created_at, sent_at)
        values ('855', ${i}, 'TPTEST01', ${`TP-${i}`}, 'x', ${at(2 + i)}, ${sent})`);
    await run(sql`insert into edi_inbox (doc_type, sender_id, file_name, body, received_at, problem) values
      ('810', 'TPTEST02', 'tp-810-a.x12', 'x', ${at(5)}, 'No ISA segment'), ('810', 'TPTEST02', 'tp-810-b.x12', 'x', ${at(6)}, null)`);
    await run(sql`insert into mail_outbox (to_address, subject, body, created_at, sent_at, failed_at, last_error) values
      ('buyer@tp-mail.example', 'TP sent', 'b', ${at(7)}, ${at(7)}, null, null),
      ('buyer@tp-mail.example', 'TP bounced', 'b', ${at(8)}, null, ${at(8)}, '550 mailbox unavailable')`);
    // Outside the period (the day after): not counted.
    await run(sql`insert into mail_outbox (to_address, subject, body, created_at, sent_at) values ('late@tp-mail.example', 'TP late', 'b', '2031-04-01T00:30:00Z', '2031-04-01T00:31:00Z')`);
  });
  afterAll(() => s.close());

  it('counts each party and kind from the rows, with failed, pending and the last exchange', async () => {
    const res = await s.call({ method: 'GET', url: `${URL}?${P}`, token: t.op });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { from: string; to: string; list: Row[] };
    expect(data).toMatchObject({ from: '2031-03-01', to: '2031-03-31' });
    expect(data.list).toEqual([
      { party_type: 'edi', party: 'TPTEST01', kind: '855', direction: 'out', total: 3, failed: 0, pending: 2, last_at: '2031-03-05T10:00:00Z' },
      { party_type: 'edi', party: 'TPTEST02', kind: '810', direction: 'in', total: 2, failed: 1, pending: 1, last_at: '2031-03-06T10:00:00Z' },
      { party_type: 'mail', party: 'tp-mail.example', kind: 'mail', direction: 'out', total: 2, failed: 1, pending: 0, last_at: '2031-03-08T10:00:00Z' },
    ]);
  });

  it('lists the failed and pending items, of one party when asked', async () => {
    const all = await s.call({ method: 'GET', url: `${URL}/problems?${P}`, token: t.op });
    expect(all.status).toBe(200);
    const list = (all.body.data as { list: Problem[] }).list;
    expect(list.map((p) => p.ref)).toEqual(['TP bounced', 'tp-810-b.x12', 'tp-810-a.x12', 'TP-3', 'TP-2']);
    expect(list[0]).toMatchObject({ state: 'failed', source: 'mail_outbox', reason: '550 mailbox unavailable' });
    const one = await s.call({ method: 'GET', url: `${URL}/problems?${P}&party_type=edi&party=TPTEST02&kind=810`, token: t.op });
    expect((one.body.data as { list: Problem[] }).list.map((p) => `${p.state} ${p.ref}`)).toEqual(['pending tp-810-b.x12', 'failed tp-810-a.x12']);
  });

  it('covers the seeded EDI, SAP and 3PL exchanges over the last 30 days', async () => {
    const res = await s.call({ method: 'GET', url: URL, token: t.op });
    expect(res.status).toBe(200);
    const types = new Set((res.body.data as { list: Row[] }).list.map((r) => r.party_type));
    expect([...types]).toEqual(expect.arrayContaining(['edi', 'sap', '3pl']));
  });

  it('is for role OP only', async () => {
    for (const who of ['manager', 'viewer'])
      for (const path of ['', '/problems', '/export']) expect((await s.call({ method: 'GET', url: `${URL}${path}?${P}`, token: t[who] })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${URL}?${P}` })).status).toBe(401);
  });

  it('answers 400 naming the field for a bad period or filter', async () => {
    const field = async (query: string) => {
      const res = await s.call({ method: 'GET', url: `${URL}?${query}`, token: t.op, headers: { 'accept-language': 'en-US' } });
      expect(res.status, query).toBe(400);
      return (res.body as { errors?: { field: string }[] }).errors?.[0]?.field;
    };
    expect(await field('from=2031-02-30&to=2031-03-01')).toBe('from');
    expect(await field('from=2031-03-01&to=tomorrow')).toBe('to');
    expect(await field('from=2031-03-10&to=2031-03-01')).toBe('to');
    expect(await field('from=2029-01-01&to=2031-03-01')).toBe('to');
    const res = await s.call({ method: 'GET', url: `${URL}/problems?${P}&party_type=bank`, token: t.op });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('party_type');
  });

  it('exports both sheets as an .xlsx the xlsx package reads', async () => {
    const res = await s.app.inject({ method: 'GET', url: `${URL}/export?${P}`, headers: { authorization: `Bearer ${t.op}`, 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="third_party_report_2031-03-01_2031-03-31.xlsx"; filename*=UTF-8''third_party_report_2031-03-01_2031-03-31.xlsx`);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Summary', 'Failed and pending']);
    const summary = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Summary, { header: 1 });
    expect(summary[0]).toEqual(['Party type', 'Party', 'Kind', 'Direction', 'Total', 'Failed', 'Pending', 'Last exchange']);
    expect(summary.slice(1)).toContainEqual(['edi', 'TPTEST01', '855', 'out', 3, 0, 2, '2031-03-05T10:00:00Z']);
    expect(XLSX.utils.sheet_to_json(book.Sheets['Failed and pending'])).toHaveLength(5);
  });
});
