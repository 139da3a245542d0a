// Function blocks: the win rate per block (hand-counted from the demo items), an item added and
// removed through the spec's item calls (checked: its subsystem must be the block's), and one
// subsystem's update with its flows checked against the block's subsystems.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import type { FbItem, FbWinRate } from '../../../../../src/resources/management/functionBlock/model/wire';

describe.each(BACKENDS)('function blocks on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let viewer: string;
  let meter: number;
  let material: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    viewer = await s.login('manager');
    meter = Number((await sql<{ id: number }>`select id from function_block where code = 'FB-METER'`.execute(s.database.db)).rows[0].id);
    material = Number((await sql<{ id: number }>`select id from material order by id limit 1`.execute(s.database.db)).rows[0].id);
  });
  afterAll(() => s.close());

  const rates = async () => (await s.call({ method: 'GET', url: '/api/v2/function-block/win-rate', token: viewer })).body.data as FbWinRate[];

  it('gives each block its win rate: won / (won + lost)', async () => {
    const r = await rates();
    // smart meter: 3 won, 2 lost, 2 open -> 60.00; EV charger: 1 won, 1 lost, 2 open -> 50.00
    expect(r.map((x) => [x.code, x.items, x.won, x.lost, x.open, x.win_rate])).toEqual([['FB-EVSE', 4, 1, 1, 2, '50.00'], ['FB-METER', 7, 3, 2, 2, '60.00']]);
  });

  it('adds an item to a subsystem of the block, reads it, removes it; refuses a wrong subsystem and the viewer', async () => {
    const add = (payload: Record<string, unknown>, token = op) => s.call({ method: 'POST', url: '/api/v2/function-block/item', token, payload });
    expect((await add({ function_block_id: meter, subsystem_seq: 3, material_id: material, status: 'won' }, viewer)).status).toBe(403);
    const wrong = await add({ function_block_id: meter, subsystem_seq: 9, material_id: material });
    expect(wrong.status).toBe(400);
    expect((wrong.body.errors as { field: string }[])[0].field).toBe('subsystem_seq');
    expect((await add({ function_block_id: meter, subsystem_seq: 3, material_id: material, status: 'maybe' })).status).toBe(400);
    const made = await add({ function_block_id: meter, subsystem_seq: 3, material_id: material, competitor: 'ST STM32G0', status: 'won' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const item = made.body.data as FbItem;
    expect(item).toMatchObject({ function_block_id: meter, subsystem_seq: 3, material_id: material, competitor: 'ST STM32G0', status: 'won' });
    // 4 won of 6 decided -> 66.67
    expect((await rates()).find((x) => x.code === 'FB-METER')!.win_rate).toBe('66.67');
    expect(((await s.call({ method: 'GET', url: `/api/v2/function-block/item/${item.id}`, token: viewer })).body.data as FbItem).mpn).toBeTruthy();
    expect((await s.call({ method: 'DELETE', url: `/api/v2/function-block/item/${item.id}`, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/function-block/item/${item.id}`, token: op })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/v2/function-block/item/${item.id}`, token: op })).status).toBe(404);
    expect((await rates()).find((x) => x.code === 'FB-METER')!.win_rate).toBe('60.00');
  });

  it("updates one subsystem's place and flows, refusing flows to itself or outside the block", async () => {
    const sub = (await sql<{ id: number }>`select id from function_block_subsystem where function_block_id = ${meter} and seq = 5`.execute(s.database.db)).rows[0];
    const put = (payload: Record<string, unknown>) => s.call({ method: 'PUT', url: `/api/v2/function-block/subsystem/${sub.id}`, token: op, payload });
    const self = await put({ links_to: '5' });
    expect(self.status).toBe(400);
    expect((self.body.errors as { field: string }[])[0].field).toBe('links_to');
    expect((await put({ links_to: '3,12' })).status).toBe(400);
    expect((await put({ col: 7 })).status).toBe(400);
    const good = await put({ name: 'RF / PLC / NB-IoT', col: 5, links_to: '3, 6' });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toMatchObject({ seq: 5, name: 'RF / PLC / NB-IoT', col: 5, row: 2, links_to: '3,6' });
  });
});
