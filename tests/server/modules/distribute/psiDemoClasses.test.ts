// Demo data (issue 26, "every PSI screen shows colours in all four classes"): today's PSI of every
// family (NonCF, CF, NonTI, VSR), by weeks and by months, hold rows of each class; so does the OR PSI
// (the ORs' parts, the parts in stock), whose demand is the open customer orders: demo lines dated from
// the business day (psiOr/seedDemand.ts) reach weeks 6 and 12, whatever the day.
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

  it.each(['list', 'inventory'])('the OR PSI (%s) shows every class', async (source) => {
    const p = await get<PsiPage>(`/api/v1/psi/or/${source}?size=999999`);
    const seen = new Set(p.list.map((r) => r.status));
    for (const status of PSI_STATUSES) expect(seen.has(status), `${source} ${status}`).toBe(true);
    // The same by the status filter the screen's tabs use.
    for (const status of PSI_STATUSES) {
      const one = await get<PsiPage>(`/api/v1/psi/or/${source}?size=1&status=${status}`);
      expect(one.total, `${source} ?status=${status}`).toBeGreaterThan(0);
    }
  });
});
