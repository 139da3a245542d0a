// Price drafts: author finishes, level 01 then level 02 agree; prices take effect only at level 02,
// in the same transaction. Each level needs its own permission, refusing needs a memo (R18), a
// selection skips drafts not waiting at the level (R18, as the vendor ratios), authors see only their
// own drafts, and of two concurrent audits of one draft one wins and the other finds none waiting (400).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { BASE, audit, finish, freshMaterials, getDraft, newDraft, priceLine, pricesFrom } from './draftHelpers';

describe.each(BACKENDS)('price draft audits on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let a1: string;
  let a2: string;
  let parts: { id: number; mpn: string }[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    [op, a1, a2] = await Promise.all([s.login('op'), s.login('audit01'), s.login('audit02')]);
    parts = await freshMaterials(s, 8);
  });
  afterAll(() => s.close());

  it('puts prices in effect only after level 02, visible to the price lookup, with both decisions in the event log', async () => {
    const admin = await s.login('admin');
    const find = async () => {
      const res = await s.call({ method: 'GET', url: `/api/v2/price-ti/material-price/find?mpn=${encodeURIComponent(parts[0].mpn)}&cpn=T-CPN-1&plan_ship_date=2030-02-01`, token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { list: { quote_price: unknown }[] }).list.map((p) => Number(p.quote_price));
    };
    const d = await newDraft(s, op, 'T full path', [{ ...priceLine(parts[0].id, '2.500000'), cpn: 'T-CPN-1' }]);
    expect(d.status).toBe('draft');
    expect((await finish(s, op, [d.id])).status).toBe(200);
    expect((await audit(s, a1, '01', [d.id], 'pending_02', 'ok at 01')).status).toBe(200);
    expect(await pricesFrom(s, d.id)).toBe(0);
    expect(await find()).toEqual([]);
    const agreed = await audit(s, a2, '02', [d.id], 'effective');
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect((await getDraft(s, op, d.id)).status).toBe('effective');
    expect(await pricesFrom(s, d.id)).toBe(1);
    expect(await find()).toEqual([2.5]);
    const events = await s.call({ method: 'GET', url: `/api/v1/event?resource=price_draft&record_id=${d.id}`, token: admin });
    const reasons = (events.body.data as { list: { reason: string | null }[] }).list.map((e) => e.reason);
    expect(reasons).toEqual(expect.arrayContaining(['audit 01: agreed', 'audit 02: agreed']));
  });

  it('keeps the level order and each level to its own permission', async () => {
    const d = await newDraft(s, op, 'T order', [priceLine(parts[1].id)]);
    expect((await audit(s, a1, '01', [d.id], 'pending_02')).status).toBe(400); // still a draft: none waiting at 01
    await finish(s, op, [d.id]);
    expect((await audit(s, a2, '02', [d.id], 'effective')).status).toBe(400); // level 01 first: none waiting at 02
    expect((await audit(s, a2, '01', [d.id], 'pending_02')).status).toBe(403); // 02 holds no 01 right
    expect((await audit(s, op, '01', [d.id], 'pending_02')).status).toBe(403);
    expect((await finish(s, a1, [d.id])).status).toBe(403); // auditors do not finish
    const edit = await s.call({ method: 'PUT', url: `${BASE}/${d.id}`, token: op, payload: { version: (await getDraft(s, op, d.id)).version, title: 'changed in audit' } });
    expect(edit.status).toBe(409);
    expect((await getDraft(s, op, d.id)).status).toBe('pending_01');
  });

  it('needs a memo to refuse; the refused draft goes back to its author, who may correct and finish it again', async () => {
    const d = await newDraft(s, op, 'T refuse', [priceLine(parts[2].id)]);
    await finish(s, op, [d.id]);
    const bare = await audit(s, a1, '01', [d.id], 'refused');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Refusing needs a memo: T refuse');
    expect((await getDraft(s, op, d.id)).status).toBe('pending_01');
    expect((await audit(s, a1, '01', [d.id], 'refused', 'SRP too low')).status).toBe(200);
    const back = await getDraft(s, op, d.id);
    expect(back).toMatchObject({ status: 'refused', memo: 'SRP too low' });
    expect((await s.call({ method: 'PUT', url: `${BASE}/${d.id}`, token: op, payload: { version: back.version, title: 'T refuse (fixed)' } })).status).toBe(200);
    expect((await finish(s, op, [d.id])).status).toBe(200);
    expect((await getDraft(s, op, d.id)).status).toBe('pending_01');
  });

  it('keeps each level\'s memo: level 02 deciding, with or without its own memo, leaves level 01\'s', async () => {
    const admin = await s.login('admin');
    const d = await newDraft(s, op, 'T memos', [priceLine(parts[0].id, '2.000000', '2031-01-01')]);
    await finish(s, op, [d.id]);
    expect((await audit(s, a1, '01', [d.id], 'pending_02', 'Checked against the vendor memo')).status).toBe(200);
    expect((await audit(s, a2, '02', [d.id], 'refused', 'SRP below quote on line 1')).status).toBe(200);
    expect(await getDraft(s, op, d.id)).toMatchObject({ status: 'refused', memo: 'Checked against the vendor memo', memo_02: 'SRP below quote on line 1' });
    const events = await s.call({ method: 'GET', url: `/api/v1/event?resource=price_draft&record_id=${d.id}`, token: admin });
    const refusal = (events.body.data as { list: { reason: string | null; after: Record<string, unknown> }[] }).list.find((e) => e.reason === 'audit 02: refused');
    expect(refusal?.after).toMatchObject({ memo: 'Checked against the vendor memo', memo_02: 'SRP below quote on line 1' });

    await finish(s, op, [d.id]);
    expect((await audit(s, a1, '01', [d.id], 'pending_02', 'Corrected SRP checked')).status).toBe(200);
    expect((await audit(s, a2, '02', [d.id], 'effective')).status).toBe(200);
    expect(await getDraft(s, op, d.id)).toMatchObject({ status: 'effective', memo: 'Corrected SRP checked', memo_02: null });
  });

  it('audits the waiting drafts of a selection and skips the others, counting them (R18)', async () => {
    const ready = await newDraft(s, op, 'T sel ready', [priceLine(parts[3].id)]);
    const notYet = await newDraft(s, op, 'T sel not finished', [priceLine(parts[4].id)]);
    await finish(s, op, [ready.id]);
    const res = await audit(s, a1, '01', [ready.id, notYet.id], 'pending_02');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { skipped: number[] }).skipped).toEqual([notYet.id]);
    expect((await getDraft(s, op, ready.id)).status).toBe('pending_02');
    expect((await getDraft(s, op, notYet.id)).status).toBe('draft');
    const none = await audit(s, a1, '01', [notYet.id], 'pending_02');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No draft waiting for level-01 audit');
  });

  it('refuses level 02 whole when a price overlaps, and leaves the draft waiting', async () => {
    const first = await newDraft(s, op, 'T overlap a', [{ ...priceLine(parts[5].id), valid_to: '2030-12-31' }]);
    const second = await newDraft(s, op, 'T overlap b', [{ ...priceLine(parts[5].id), valid_from: '2030-06-01', valid_to: '2030-09-30' }]);
    await finish(s, op, [first.id, second.id]);
    await audit(s, a1, '01', [first.id, second.id], 'pending_02');
    expect((await audit(s, a2, '02', [first.id], 'effective')).status).toBe(200);
    const res = await audit(s, a2, '02', [second.id], 'effective');
    expect(res.status).toBe(400);
    expect((await getDraft(s, op, second.id)).status).toBe('pending_02');
    expect(await pricesFrom(s, second.id)).toBe(0);
  });

  it('lets one of two concurrent level-02 audits win; the other finds none waiting (400) and prices go in once', async () => {
    const d = await newDraft(s, op, 'T race', [priceLine(parts[6].id)]);
    await finish(s, op, [d.id]);
    await audit(s, a1, '01', [d.id], 'pending_02');
    const results = await Promise.all([audit(s, a2, '02', [d.id], 'effective'), audit(s, a2, '02', [d.id], 'effective')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.message).toBe('No draft waiting for level-02 audit');
    expect(await pricesFrom(s, d.id)).toBe(1);
  });

  it('shows authors only their own drafts; list-all holders and auditors see everyone', async () => {
    const admin = await s.login('admin');
    const theirs = await newDraft(s, admin, 'T admin only', [priceLine(parts[7].id)]);
    const mine = (await s.call({ method: 'GET', url: `${BASE}?size=500`, token: op })).body.data as { list: { created_by: string }[] };
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((r) => r.created_by === 'op')).toBe(true);
    expect((await s.call({ method: 'GET', url: `${BASE}/${theirs.id}`, token: op })).status).toBe(404);
    const all = (await s.call({ method: 'GET', url: `${BASE}?size=500`, token: a2 })).body.data as { list: { id: number }[] };
    expect(all.list.map((r) => r.id)).toContain(theirs.id);
    expect((await s.call({ method: 'GET', url: BASE, token: await s.login('viewer') })).status).toBe(403);
  });

  it('counts the drafts waiting for the user\'s levels: auditCount and the dataset counter', async () => {
    const me = (await s.call({ method: 'GET', url: '/api/v1/auth/me', token: a1 })).body as unknown as { user: { auditCount: number } };
    const counters = (await s.call({ method: 'GET', url: '/api/v1/counter/dataset', token: a1 })).body.data as Record<string, number>;
    const waiting = Number((await s.database.db.selectFrom('price_draft' as never).select((eb) => eb.fn.countAll<string>().as('n')).where('status' as never, '=', 'pending_01' as never).executeTakeFirstOrThrow()).n);
    expect(waiting).toBeGreaterThan(0);
    expect(me.user.auditCount).toBe(waiting);
    expect(counters.price_table_audit_draft_count).toBe(waiting);
    expect((await s.call({ method: 'GET', url: '/api/v1/counter/dataset', token: op })).body.data).not.toHaveProperty('price_table_audit_draft_count');
  });
});
