// The event log names the records an event references: a business unit's event shows its business
// group's name beside the id (bg_id__title), on the whole log and on one's own events; a value that
// is not an id leaves the page readable.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../harness';

type Snapshot = Record<string, unknown> | null;
interface EventRow { resource: string; record_id: number | null; action: string; before: Snapshot; after: Snapshot }

describe('event reference titles', () => {
  let s: TestServer;
  let op: string;
  let buId: number;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    const bg = await s.call({ method: 'POST', url: '/api/v1/bg', token: op, payload: { code: 'EVT1', name: 'Titled group', status: 'active' } });
    const bgId = (bg.body.data as { id: number }).id;
    const bu = await s.call({ method: 'POST', url: '/api/v1/bu', token: op, payload: { code: 'EVTU1', name: 'Titled unit', bg_id: bgId, status: 'active' } });
    expect(bu.status).toBe(200);
    buId = (bu.body.data as { id: number }).id;
  });
  afterAll(() => s.close());

  const created = async (url: string, token: string) => {
    const res = await s.call({ method: 'GET', url, token });
    expect(res.status).toBe(200);
    return (res.body.data as { list: EventRow[] }).list.find((e) => e.action === 'create')!;
  };

  it('answers the referenced record title beside its id on the whole log', async () => {
    const event = await created(`/api/v1/event?resource=bu&record_id=${buId}`, await s.login('admin'));
    expect(event.after).toMatchObject({ bg_id__title: 'Titled group', name: 'Titled unit' });
  });

  it('answers it on one\'s own events too', async () => {
    const event = await created(`/api/v1/event/user?resource=bu&record_id=${buId}`, op);
    expect(event.after).toMatchObject({ bg_id__title: 'Titled group' });
  });

  it('keeps the page when an old event holds something that is not an id', async () => {
    await sql`insert into events (user_name, resource, record_id, action, after) values ('op', 'bu', ${buId}, 'update', ${JSON.stringify({ bg_id: 'not-an-id' })})`.execute(s.database.db);
    const res = await s.call({ method: 'GET', url: `/api/v1/event?resource=bu&record_id=${buId}`, token: await s.login('admin') });
    expect(res.status).toBe(200);
    const odd = (res.body.data as { list: EventRow[] }).list.find((e) => e.after?.bg_id === 'not-an-id');
    expect(odd?.after).toMatchObject({ bg_id__title: null });
  });
});
