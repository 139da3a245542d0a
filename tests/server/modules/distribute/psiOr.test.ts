// The OR PSI: the buyer's released ORs (ESD) against open customer orders (demand) and the stock, per
// material; one OR's parts with `no`; the OR backlog with its parts counted by status; the rule of My ORs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeBlock } from '../../../../src/contract/psi/engine';
import type { OrBacklogRow, PsiPage } from '../../../../src/contract/psi/types';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

describe(`OR PSI (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const get = async <T>(url: string, token = op) => {
    const res = await s.call({ method: 'GET', url, token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body.data as T;
  };

  it('lists the ORs with their parts by status, and one OR\'s PSI holds exactly its parts, balances as the engine', async () => {
    const backlog = await get<{ list: OrBacklogRow[]; total: number }>('/api/v1/psi/or/backlog?size=5');
    expect(backlog.total).toBeGreaterThan(0);
    const or = backlog.list[0];
    const parts = or.shortage + or.warning + or.watch + or.covered;
    expect(parts).toBeGreaterThan(0);
    const psi = await get<PsiPage>(`/api/v1/psi/or/list?no=${encodeURIComponent(or.or_no)}&size=100`);
    expect(psi.total).toBe(parts);
    expect(psi.periods).toHaveLength(52);
    for (const row of psi.list) {
      const again = computeBlock({ onHands: row.on_hands, onWays: row.on_ways, periods: psi.periods, demand: row.current.outcome.map((c) => c.demand), esd: row.current.outcome.map((c) => c.esd) });
      expect(row.current.outcome).toEqual(again.outcome);
    }
    const counted = { shortage: 0, warning: 0, watch: 0, covered: 0 };
    for (const row of psi.list) counted[row.status] += 1;
    expect(counted).toEqual({ shortage: or.shortage, warning: or.warning, watch: or.watch, covered: or.covered });
  });

  it('answers the parts in stock by month, refuses bad parameters and callers without the rule', async () => {
    const stock = await get<PsiPage>('/api/v1/psi/or/inventory?period=month&size=3');
    expect(stock.total).toBeGreaterThan(0);
    expect(stock.periods.length).toBeGreaterThanOrEqual(12);
    expect(Number(stock.list[0].on_hands) + Number(stock.list[0].on_ways)).toBeGreaterThan(0);
    const bad = await s.call({ method: 'GET', url: '/api/v1/psi/or/list?period=day', token: op });
    expect(bad.status).toBe(400);
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: '/api/v1/psi/or/backlog', token: viewer })).status).toBe(403);
  });
});
