// Demo data (issue 26, "every PSI screen shows colours in all four classes"): today's PSI of every
// family (NonCF, CF, NonTI, VSR), by weeks and by months, hold rows of each class; the OR PSI (the ORs'
// parts, the parts in stock) of every class its demand reaches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSI_STATUSES } from '../../../../src/contract/psi/engine';
import { PSI_BASE } from '../../../../src/contract/psi/types';
import type { PsiPage } from '../../../../src/contract/psi/types';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

describe(`PSI demo data in four classes (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const get = async <T>(url: string, token = op) => {
    const res = await s.call({ method: 'GET', url, token });
    expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
    return res.body.data as T;
  };

  it.each(Object.entries(PSI_BASE))('%s shows every class by weeks and by months', async (_family, base) => {
    for (const period of ['week', 'month']) {
      const counts = await get<Record<string, number>>(`${base}/status?period=${period}`);
      for (const status of PSI_STATUSES) expect(counts[status], `${base} ${period} ${status}`).toBeGreaterThan(0);
    }
  });

  // The OR PSI's demand is the open customer orders, and the demo orders ask for nothing after week 8:
  // no part can first fall short from week 9 (blue) there until the orders' demo data reaches further.
  it.each(['list', 'inventory'])('the OR PSI (%s) shows red, yellow and green', async (source) => {
    const p = await get<PsiPage>(`/api/v1/psi/or/${source}?size=999999`);
    const seen = new Set(p.list.map((r) => r.status));
    for (const status of ['shortage', 'warning', 'covered']) expect(seen.has(status as never), `${source} ${status}`).toBe(true);
    expect(Math.max(...p.list.map((r) => r.firstNegative ?? 0))).toBeLessThanOrEqual(8);
  });
});
