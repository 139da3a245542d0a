// A page past the last of every planning list answers an empty list with the real total (a grid that
// lands there after rows went away shows how many there are and can page back), the same total page 1 gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

type Answer = { list: unknown[]; total: number; page?: number };

describe(`Planning lists past the last page (${TEST_BACKEND})`, () => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    for (const name of ['op', 'manager', 'admin']) tokens[name] = await s.login(name);
  });
  afterAll(() => s.close());

  const get = async (url: string, who: string) => {
    const res = await s.call({ method: 'GET', url, token: tokens[who] });
    expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
    return res.body.data as Answer;
  };

  async function expectRealTotal(url: string, who = 'op') {
    const join = url.includes('?') ? '&' : '?';
    const first = await get(`${url}${join}size=2`, who);
    expect(first.total, url).toBeGreaterThan(0);
    const past = await get(`${url}${join}size=2&page=${Math.ceil(first.total / 2) + 3}`, who);
    expect([past.list.length, past.total], url).toEqual([0, first.total]);
  }

  it('PSI pages (by key columns, by status, delta, previous) and the OR PSI', async () => {
    for (const url of ['/api/v1/backlog/psi', '/api/v1/backlog/psi?status=shortage', '/api/v1/backlog/psi?sort=status', '/api/v1/backlog/psi/delta',
      '/api/v1/backlog/psi/previous', '/api/v2/gb/backlog/psi', '/api/v1/psi/or/list', '/api/v1/psi/or/inventory', '/api/v1/psi/or/backlog']) {
      await expectRealTotal(url, url.includes('/or/') ? 'admin' : 'op');
    }
  });

  it('forecasts, their items, backlogs, unassigned lines and the item history', async () => {
    await expectRealTotal('/api/v1/forecast');
    await expectRealTotal('/api/v1/forecasts');
    const forecast = (await get('/api/v1/forecasts?size=1', 'op')).list[0] as { id: number };
    await expectRealTotal(`/api/v1/forecasts/${forecast.id}/item`);
    await expectRealTotal('/api/v1/backlog/NonCF');
    const backlog = (await get('/api/v1/backlog/NonCF?size=1', 'op')).list[0] as { no: string };
    await expectRealTotal(`/api/v1/backlog/NonCF/unassigned/${encodeURIComponent(backlog.no)}`);
    await expectRealTotal('/api/v1/forecast/item/history/list');
  });

  it('swaps and ESD swaps, records, EDI history and CF part history', async () => {
    await expectRealTotal('/api/v1/swap/mine');
    await expectRealTotal('/api/v1/swap/requests', 'manager');
    await expectRealTotal('/api/v1/esd-swap/mine');
    await expectRealTotal('/api/v1/esd-swap/requests', 'manager');
    for (const url of ['/api/v1/forecast/record/backlog', '/api/v1/forecast/record/bu', '/api/v1/forecast/tmp/summary/list', '/api/v1/b2b/records',
      '/api/v1/b2b/records/830', '/api/v1/b2b/records/862', '/api/v2/cfPart/history/list']) {
      await expectRealTotal(url, 'admin');
    }
  });
});
