// One substitution per (original, substitute) pair, whichever path writes it and however many write
// at once: the generic POST and PUT, the generic import and the qualified upload (the unique index of
// src/modules/management/material/materialSub.ts, server/importExport/writeRows.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';
import { multipart, xlsxFile } from './upload';

const TIMES = 10;
const PAIR_FIELDS = ['original_material_id', 'substitute_material_id'];

describe.each(BACKENDS)('one material substitution per pair on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const existing = async () =>
    (await sql<{ id: number; version: number; original_material_id: number; substitute_material_id: number }>`
      select id, version, original_material_id, substitute_material_id from material_sub order by id limit 2`.execute(s.database.db)).rows;

  it('refuses a second record for a pair through the generic POST, naming both parts, in both languages', async () => {
    const [taken] = await existing();
    const before = await s.count('material_sub');
    const payload = { original_material_id: taken.original_material_id, substitute_material_id: taken.substitute_material_id, sub_type: 'drop_in', qualification_status: 'not_started' };
    const res = await s.call({ method: 'POST', url: '/api/v1/materialSub', token: op, payload });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Another record has the same Original MPN and Substitute MPN');
    expect((res.body.errors as { field: string }[]).map((e) => e.field)).toEqual(PAIR_FIELDS);
    const zh = await s.call({ method: 'POST', url: '/api/v1/materialSub', token: op, payload, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.message).toBe('已有其他记录使用相同的原料号和替代料号');
    expect(await s.count('material_sub')).toBe(before);
  });

  it('refuses a generic PUT that moves a record onto a taken pair, and leaves it as it was', async () => {
    const [taken, other] = await existing();
    const payload = { version: other.version, original_material_id: taken.original_material_id, substitute_material_id: taken.substitute_material_id };
    const res = await s.call({ method: 'PUT', url: `/api/v1/materialSub/${other.id}`, token: op, payload });
    expect(res.status).toBe(400);
    expect((res.body.errors as { field: string }[]).map((e) => e.field)).toEqual(PAIR_FIELDS);
    const [now] = (await sql`select original_material_id, substitute_material_id from material_sub where id = ${other.id}`.execute(s.database.db)).rows;
    expect(now).toEqual({ original_material_id: other.original_material_id, substitute_material_id: other.substitute_material_id });
  });

  it(`leaves one row per pair when ${TIMES} imports and qualified uploads of the same new pairs run at once, each answered 200`, async () => {
    const free = await sql<{ id: number; mpn: string }>`
      select id, mpn from material m where not exists (select 1 from material_sub s where m.id in (s.original_material_id, s.substitute_material_id))
      order by id limit 3`.execute(s.database.db);
    const [a, b, c] = free.rows;
    const header = ['Original MPN', 'Substitute MPN', 'Qualified on'];
    const lines = [[a.mpn, b.mpn, '2025-06-30'], [a.mpn, c.mpn, '2025-07-01']];
    // Half the files list the pairs the other way round, the order that deadlocks without key order.
    const calls = Array.from({ length: TIMES }, (_, i) => {
      const file = xlsxFile([header, ...(i % 2 ? [...lines].reverse() : lines)]);
      const url = i % 4 < 2 ? '/api/v1/materialSub/import' : '/api/v1/materialSub/upload/qualified';
      return s.call({ method: 'POST', url, token: op, ...multipart(file) });
    });
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.status), JSON.stringify(answers.filter((r) => r.status !== 200).map((r) => r.body))).toEqual(Array(TIMES).fill(200));
    const rows = await sql<{ substitute_material_id: number }>`select substitute_material_id from material_sub where original_material_id = ${a.id} order by substitute_material_id`.execute(s.database.db);
    expect(rows.rows.map((r) => r.substitute_material_id)).toEqual([b.id, c.id].sort((x, y) => x - y));
  });
});
