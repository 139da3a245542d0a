// Who opens a forecast's detail: /forecasts/detail/{id} follows /forecasts (view-forecast, manage-forecast),
// so a CF-only planner opens a CF forecast from the CF backlogs (/distribute/CF/backlog/forecast/{id}) through
// the CF family's calls, which answer only CF forecasts; the backlog list names each forecast's id for the link.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';
import { userWith } from '../shipment/stageUsers';

describe(`forecast detail by family rule (${TEST_BACKEND})`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
  });
  afterAll(() => s.close());

  it('a CF-only planner reads a CF forecast and its items by the CF calls, not by /forecasts, and no NonCF one', async () => {
    const cfPlanner = await userWith(s, 'cf-only-planner', ['manage-cf-forecast']);
    const ids = (await sql<{ family: string; id: number }>`select distinct on (family) family, id::int as id from forecast order by family, id`.execute(s.database.db)).rows;
    const id = (family: string) => ids.find((r) => r.family === family)!.id;
    const call = (url: string) => s.call({ method: 'GET', url, token: cfPlanner });

    const header = await call(`/api/v1/cf/forecast/${id('cf')}`);
    expect(header.status).toBe(200);
    expect((header.body.data as { family: string }).family).toBe('cf');
    const items = await call(`/api/v1/cf/forecast/${id('cf')}/item?size=5`);
    expect(items.status).toBe(200);
    expect((items.body.data as { total: number }).total).toBeGreaterThan(0);
    expect((await call(`/api/v1/cf/forecast/${id('noncf')}`)).status).toBe(404);
    expect((await call(`/api/v1/forecasts/${id('cf')}`)).status).toBe(403);
    expect((await call(`/api/v1/forecast/${id('noncf')}`)).status).toBe(403);

    const backlogs = await call('/api/v1/backlog/CF?size=5');
    const linked = (backlogs.body.data as { list: { forecasts: { id: number; no: string }[] }[] }).list.flatMap((b) => b.forecasts);
    expect(linked.length).toBeGreaterThan(0);
    for (const f of linked) expect((await call(`/api/v1/cf/forecast/${f.id}`)).body.data).toMatchObject({ id: f.id, no: f.no });
  });
});
