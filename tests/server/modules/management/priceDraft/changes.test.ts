// What a price draft changes: each line beside the price of its key it supersedes (old and new
// values for the auditors), a new key with none; the draft's own scope and read rule; the DBP only
// for holders of its field right.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftChangeLine } from '../../../../../src/resources/management/priceDraft/model/draftChanges';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { BASE, audit, finish, freshMaterials, newDraft, priceLine } from './draftHelpers';

describe.each(BACKENDS)('price draft changes on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let a1: string;
  let a2: string;
  let parts: { id: number; mpn: string }[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    [op, a1, a2] = await Promise.all([s.login('op'), s.login('audit01'), s.login('audit02')]);
    parts = await freshMaterials(s, 3, 20);
  });
  afterAll(() => s.close());

  const changes = async (token: string, id: number) => {
    const res = await s.call({ method: 'GET', url: `${BASE}/${id}/changes`, token });
    return { status: res.status, list: (res.body.data as { list: DraftChangeLine[] } | undefined)?.list ?? [] };
  };

  it('shows each line beside the price in effect it replaces, and a new key as new', async () => {
    const first = await newDraft(s, op, 'T changes base', [{ ...priceLine(parts[0].id, '2.500000', '2034-01-01'), srp: '3.000000' }]);
    await finish(s, op, [first.id]);
    await audit(s, a1, '01', [first.id], 'pending_02');
    expect((await audit(s, a2, '02', [first.id], 'effective')).status).toBe(200);

    const next = await newDraft(s, op, 'T changes next', [
      { ...priceLine(parts[0].id, '2.250000', '2034-07-01'), srp: '3.000000' },
      priceLine(parts[1].id, '4.000000', '2034-07-01'),
    ]);
    const seen = await changes(a1, next.id);
    expect(seen.status).toBe(200);
    expect(seen.list.map((l) => l.mpn)).toEqual([parts[0].mpn, parts[1].mpn]);
    const [changed, added] = seen.list;
    expect(changed).toMatchObject({ line_no: 1, currency: 'USD', fb: false });
    expect(Number(changed.current!.quote_price)).toBe(2.5);
    expect(Number(changed.proposed.quote_price)).toBe(2.25);
    expect(Number(changed.current!.srp)).toBe(Number(changed.proposed.srp));
    expect(changed.current).toMatchObject({ valid_from: '2034-01-01', valid_to: null });
    expect(Number(changed.current!.dbp)).toBe(1);
    expect(added.current).toBeNull();
    expect(Number(added.proposed.quote_price)).toBe(4);

    // Once in effect, the draft's own price is not its "old" one: the superseded price still is.
    await finish(s, op, [next.id]);
    await audit(s, a1, '01', [next.id], 'pending_02');
    expect((await audit(s, a2, '02', [next.id], 'effective')).status).toBe(200);
    const after = await changes(op, next.id);
    expect(Number(after.list[0].current!.quote_price)).toBe(2.5);
    expect(after.list[0].current!.valid_to).toBe('2034-06-30');
    expect(after.list[1].current).toBeNull();
  });

  it('keeps to the draft\'s read rule and scope, and the DBP to its field right', async () => {
    const admin = await s.login('admin');
    const theirs = await newDraft(s, admin, 'T changes admin', [priceLine(parts[2].id, '1.000000', '2034-01-01')]);
    expect((await changes(op, theirs.id)).status).toBe(404);
    expect((await changes(await s.login('viewer'), theirs.id)).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/x/changes`, token: a1 })).status).toBe(400);

    const { rows } = await sql<{ id: number }>`select id::int as id from users where name = 'audit01'`.execute(s.database.db);
    const revoke = await s.call({ method: 'PUT', url: `/api/v1/field/revoke/user/${rows[0].id}`, token: admin, payload: { fields: ['price_ti.dbp'] } });
    expect(revoke.status, JSON.stringify(revoke.body)).toBe(200);
    const blind = await changes(await s.login('audit01'), theirs.id);
    expect(blind.status).toBe(200);
    expect(blind.list[0].proposed).not.toHaveProperty('dbp');
    expect(Number(blind.list[0].proposed.quote_price)).toBe(1);
  });
});
