// The PSI's filters and orders the spec lists (001 s9) beyond rule, period and keyword: `bg`, `swap_status`
// (rows with such a swap on one of their forecast items), `esd_sort` (earliest supply first), `sort` with
// `order` (a key column, a total, the status), each over today's demo PSI.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PsiPage, PsiRow } from '../../../../src/contract/psi/types';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

const BASE = { noncf: '/api/v1/backlog/psi', cf: '/api/v1/cf/backlog/psi', nonti: '/api/v2/gb/backlog/psi' } as const;

describe(`PSI filters and orders (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const page = async (url: string) => {
    const res = await s.call({ method: 'GET', url, token: op });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body.data as PsiPage;
  };
  const firstEsd = (r: PsiRow) => {
    const i = r.current.outcome.findIndex((c) => c.esd !== '0');
    return i < 0 ? Infinity : i;
  };
  const inOrder = (values: number[], desc = false) => values.every((v, i) => i === 0 || (desc ? values[i - 1] >= v : values[i - 1] <= v));

  it('bg narrows the page to that business group', async () => {
    const all = await page(`${BASE.noncf}?size=999999`);
    const bg = all.list[all.list.length - 1].BG!;
    const one = await page(`${BASE.noncf}?size=999999&bg=${encodeURIComponent(bg.toLowerCase())}`);
    expect(one.total).toBe(all.list.filter((r) => r.BG === bg).length);
    expect(one.total).toBeLessThan(all.total);
    expect(new Set(one.list.map((r) => r.BG))).toEqual(new Set([bg]));
  });

  it('swap_status keeps the rows whose forecast items have a swap in that state', async () => {
    for (const status of ['pending', 'agreed', 'refused']) {
      // Both sides of each such swap, on the latest forecasts of its family (today's PSI reads those).
      const parts = (await sql<{ family: keyof typeof BASE; cpn: string; mpn: string }>`select f.family, coalesce(i.cpn, '') as cpn, i.mpn
        from swap_request w join forecast_item i on i.id in (w.request_forecast_item_id, w.swap_forecast_item_id) join forecast f on f.id = i.forecast_id
        where w.status = ${status} and f.version_no = (select max(x.version_no) from forecast x where x.family = f.family and x.bg_id = f.bg_id)`.execute(s.database.db)).rows;
      expect(parts.length, status).toBeGreaterThan(0);
      const family = parts[0].family;
      const want = new Set(parts.filter((p) => p.family === family).map((p) => `${p.cpn}|${p.mpn}`));
      const got = await page(`${BASE[family]}?rule=1&size=999999&swap_status=${status}`);
      expect(new Set(got.list.map((r) => `${r.CPN ?? ''}|${r.MPN}`)), status).toEqual(want);
    }
  });

  it('esd_sort puts the earliest supply first (rows without supply last), or the latest', async () => {
    const asc = await page(`${BASE.noncf}?size=200&esd_sort=asc`);
    expect(inOrder(asc.list.map(firstEsd))).toBe(true);
    expect(firstEsd(asc.list[0])).toBe(0);
    const desc = (await page(`${BASE.noncf}?size=200&esd_sort=desc`)).list.map(firstEsd).filter((v) => v !== Infinity);
    expect(inOrder(desc, true)).toBe(true);
    expect(desc[0]).toBeGreaterThan(0);
  });

  it('sort with order: by a total, by the status (the first short period, never short last), by a key column', async () => {
    const demand = await page(`${BASE.noncf}?size=100&sort=totalDemand&order=desc`);
    expect(inOrder(demand.list.map((r) => Number(r.current.totalDemand)), true)).toBe(true);
    expect(Number(demand.list[0].current.totalDemand)).toBeGreaterThan(Number(demand.list[99].current.totalDemand));
    const status = await page(`${BASE.noncf}?size=999999&sort=status`);
    expect(inOrder(status.list.map((r) => r.firstNegative ?? Infinity))).toBe(true);
    expect(status.list[0].status).toBe('shortage');
    expect(status.list[status.list.length - 1].status).toBe('covered');
    // The database's collation orders the MPNs: descending is ascending reversed.
    const up = (await page(`${BASE.noncf}?size=999999&sort=MPN`)).list.map((r) => r.MPN);
    const down = (await page(`${BASE.noncf}?size=999999&sort=MPN&order=desc`)).list.map((r) => r.MPN);
    expect(down).toEqual([...up].reverse());
    expect(up[0]).not.toBe(up[up.length - 1]);
  });
});
