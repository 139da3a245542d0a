// The customer module's lookups: the user's BGs (their data scope) and the end-customer pickers,
// including the ASN's "FB EC name of this EC code".
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';

type Option = { value: string; label: string; ec_code?: string };
type Ec = { ec_code: string; name: string; fb_ec_name: string };

describe.each(BACKENDS)('customer lookups on %s', (backend) => {
  let s: TestServer;
  let viewer: string;
  let ec: Ec;
  beforeAll(async () => {
    s = await startTestServer(backend);
    viewer = await s.login('viewer');
    ec = (await sql<Ec>`select ec_code, name, fb_ec_name from end_customer where status = 'active' and fb_ec_name is not null order by ec_code limit 1`.execute(s.database.db)).rows[0];
  });
  afterAll(() => s.close());

  const get = (url: string, token = viewer) => s.call({ method: 'GET', url, token });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/v1/bg/user', '/api/v1/end_customer/codes', '/api/v1/end_customer/names', '/api/v1/end_customer/fb_ec_names', '/api/v1/end_customer/fb_ec_code?fb_ec_name=x']) {
      expect((await s.call({ method: 'GET', url })).status, url).toBe(401);
    }
  });

  it("answers the user's business groups: all active ones, or only their scope once they have one", async () => {
    const active = (await sql<{ n: number }>`select count(*)::int as n from bg where status = 'active'`.execute(s.database.db)).rows[0].n;
    const all = (await get('/api/v1/bg/user')).body.data as { list: { id: number; code: string }[]; total: number };
    expect(all.total).toBe(Number(active));
    const mine = all.list.slice(0, 2);
    const manager = await s.login('manager');
    const managerId = (await sql<{ id: number }>`select id from users where name = 'manager'`.execute(s.database.db)).rows[0].id;
    for (const bg of mine) await sql`insert into user_data_scope (user_id, scope, ref_id) values (${managerId}, 'bg', ${bg.id})`.execute(s.database.db);
    const scoped = (await get('/api/v1/bg/user', manager)).body.data as { list: { id: number }[] };
    expect(scoped.list.map((b) => b.id)).toEqual(mine.map((b) => b.id));
  });

  it('finds end customers by code, by name, and their FB EC names', async () => {
    const codes = (await get(`/api/v1/end_customer/codes?keyword=${encodeURIComponent(ec.ec_code.toLowerCase())}`)).body.data as Option[];
    expect(codes[0]).toEqual({ value: ec.ec_code, label: `${ec.ec_code} ${ec.name}` });
    const names = (await get(`/api/v1/end_customer/names?keyword=${encodeURIComponent(ec.name)}`)).body.data as Option[];
    expect(names).toContainEqual({ value: ec.name, label: ec.name, ec_code: ec.ec_code });
    const fb = (await get('/api/v1/end_customer/fb_ec_names?limit=500')).body.data as Option[];
    expect(fb.map((o) => o.value)).toContain(ec.fb_ec_name);
    expect(new Set(fb.map((o) => o.value)).size).toBe(fb.length);
  });

  it('answers the FB EC name of an EC code, and the EC codes of an FB EC name', async () => {
    expect((await get(`/api/v1/end_customer/fb_ec_names?ec_code=${ec.ec_code.toLowerCase()}`)).body.data).toEqual({ ec_code: ec.ec_code, fb_ec_name: ec.fb_ec_name });
    const unknown = await get('/api/v1/end_customer/fb_ec_names?ec_code=NO-SUCH-EC');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No end customer has EC code NO-SUCH-EC');
    const codes = (await get(`/api/v1/end_customer/fb_ec_code?fb_ec_name=${encodeURIComponent(ec.fb_ec_name)}`)).body.data as Option[];
    expect(codes.map((o) => o.value)).toContain(ec.ec_code);
    const missing = await get('/api/v1/end_customer/fb_ec_code');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'fb_ec_name', message: 'Query parameter "fb_ec_name" is required' }]);
  });
});
