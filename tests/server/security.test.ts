// Access that holds on the server: every declared resource x every verb x every demo user (and a user
// without roles, and nobody), called directly. A call is allowed exactly when the declaration's access
// rule allows it; every refusal is 401/403 with a non-zero code and leaves the table as it was.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MANAGEMENT_ACCESS } from '../../src/contract/userAccess';
import { resources } from '../../src/resources/declarations';
import { allows, commandMethod, commandRule, commandsOf, commandUrl, tableName, type Principal, type ResourceDeclaration } from '../../src/schema';
import { hashPassword } from '../../server/auth/password';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts';
import { EVENT_LOG_ACCESS } from '../../src/contract/eventLogAccess';
import { SWITCH_USER_ACCESS } from '../../src/contract/userAccess';
import type { AccessRule } from '../../src/schema';
import { BACKENDS, PASSWORD, startTestServer, type TestServer } from './harness';

type Verb = 'list' | 'one' | 'create' | 'update' | 'delete';
const VERBS: Verb[] = ['list', 'one', 'create', 'update', 'delete'];

/** A digest of a whole table: any change to any row changes it. */
async function fingerprint(s: TestServer, decl: ResourceDeclaration): Promise<string> {
  const res = await sql<{ f: string }>`select coalesce(md5(string_agg(t::text, '|' order by id)), '') as f from ${sql.table(tableName(decl))} t`.execute(s.database.db);
  return res.rows[0].f;
}

describe.each(BACKENDS)('authorization matrix on %s', (backend) => {
  let s: TestServer;
  const tokens = new Map<string, string | undefined>();
  const principals = new Map<string, Principal | undefined>();
  const samples = new Map<string, { id: number; version: number }>();

  beforeAll(async () => {
    s = await startTestServer(backend);
    for (const a of DEMO_ACCOUNTS) {
      const token = await s.login(a.name);
      tokens.set(a.name, token);
      principals.set(a.name, (await s.call({ method: 'GET', url: '/api/v1/auth/me', token })).body.user as Principal);
    }
    // A signed-in session whose user has lost every role since signing in.
    await s.database.db.insertInto('users').values({ name: 'norole', nick_name: null, email: null, language: null, password_hash: await hashPassword(PASSWORD) }).execute();
    await s.database.db.insertInto('user_roles').values({ user_id: sql<number>`(select id from users where name = 'norole')`, role_id: sql<number>`(select id from roles where name = 'Viewer')` }).execute();
    tokens.set('norole', await s.login('norole'));
    await sql`delete from user_roles where user_id = (select id from users where name = 'norole')`.execute(s.database.db);
    principals.set('norole', undefined);
    tokens.set('nobody', undefined);
    principals.set('nobody', undefined);
    for (const decl of resources) {
      // Sampled by a demo account that may read it (the administrator, or role OP for what only OP opens).
      const reader = DEMO_ACCOUNTS.map((a) => a.name).find((name) => allows(principals.get(name)!, decl.access, 'read'))!;
      const list = (await s.call({ method: 'GET', url: `${decl.api.base}?size=1&sort=id&order=desc`, token: tokens.get(reader) })).body.data as { list: { id: number; version: number }[] };
      samples.set(decl.name, list.list[0]);
    }
  });
  afterAll(() => s.close());

  const request = (decl: ResourceDeclaration, verb: Verb) => {
    const sample = samples.get(decl.name)!;
    switch (verb) {
      case 'list':
        return { method: 'GET' as const, url: decl.api.base };
      case 'one':
        return { method: 'GET' as const, url: `${decl.api.base}/${sample.id}` };
      case 'create':
        return { method: 'POST' as const, url: decl.api.base, payload: {} };
      case 'update':
        return { method: 'PUT' as const, url: `${decl.api.base}/${sample.id}`, payload: { version: sample.version, remark: 'matrix' } };
      case 'delete':
        return { method: 'DELETE' as const, url: `${decl.api.base}/${sample.id}` };
    }
  };

  it('allows exactly what each access rule allows, and a refusal changes nothing', { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    for (const decl of resources) {
      for (const who of tokens.keys()) {
        const principal = principals.get(who);
        for (const verb of VERBS) {
          const action = verb === 'list' || verb === 'one' ? 'read' : 'write';
          const allowed = principal !== undefined && allows(principal, decl.access, action);
          if (allowed && (verb === 'update' || verb === 'delete')) continue; // would change the data the matrix relies on
          const before = await fingerprint(s, decl);
          const res = await s.call({ ...request(decl, verb), token: tokens.get(who) });
          const after = await fingerprint(s, decl);
          const where = `${who} ${verb} ${decl.name}: ${res.status}`;
          // A workflow-made record whose spec call POSTs on its base (record861's X12 upload) is the module's own route, checked as any.
          const ownCreate = verb === 'create' && s.app.hasRoute({ method: 'POST', url: decl.api.base });
          const noRoute = (decl.report && action === 'write') || (decl.create === false && verb === 'create' && !ownCreate);
          if (noRoute) {
            // A report has no write route at all, a workflow-made record no create: the same 404 for everyone, nothing changed.
            if (res.status !== 404) problems.push(`${where} (no such route: expected 404)`);
            if (after !== before) problems.push(`${where}: the table changed`);
          } else if (allowed) {
            // Allowed: past the guard (create with an empty body is then refused as invalid, 400).
            if (res.status === 401 || res.status === 403) problems.push(`${where} (should be allowed)`);
          } else {
            const expected = who === 'nobody' ? 401 : 403;
            if (res.status !== expected) problems.push(`${where} (expected ${expected})`);
            if (res.body.code === 0) problems.push(`${where}: code 0 on a refusal`);
            if (after !== before) problems.push(`${where}: the table changed`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // Declared commands: each with its own permissions; a permission that names a command grants it
  // and no edit (the matrix above), and nobody else runs it.
  it('refuses every declared command to whoever lacks its permissions, changing nothing', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const decl of resources) {
      for (const [name, command] of commandsOf(decl)) {
        for (const who of tokens.keys()) {
          const principal = principals.get(who);
          if (principal !== undefined && allows(principal, commandRule(decl, command), 'write')) continue;
          checked++;
          const before = await fingerprint(s, decl);
          const res = await s.call({ method: commandMethod(command), url: commandUrl(decl, name, command, samples.get(decl.name)!.id), token: tokens.get(who), payload: {} });
          const expected = who === 'nobody' ? 401 : 403;
          if (res.status !== expected) problems.push(`${who} ${name} ${decl.name}: ${res.status} (expected ${expected})`);
          if ((await fingerprint(s, decl)) !== before) problems.push(`${who} ${name} ${decl.name}: the table changed`);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  // Hand-written routes beside the declarations: each with the rule of its screen (undefined: any
  // signed-in user). A refusal leaves sessions and events as they were.
  it('applies the same matrix to the switch-account and event-log routes', async () => {
    const viewerId = principals.get('viewer') as unknown as { id: number };
    const routes: { url: string; rule?: AccessRule }[] = [
      { url: '/api/v1/event', rule: EVENT_LOG_ACCESS },
      { url: '/api/v1/event?resource=bg&size=5', rule: EVENT_LOG_ACCESS },
      { url: '/api/v1/event/user' },
      { url: `/api/v1/auth/switch/${viewerId.id}`, rule: SWITCH_USER_ACCESS },
    ];
    const problems: string[] = [];
    for (const route of routes) {
      for (const who of tokens.keys()) {
        const principal = principals.get(who);
        if (who === 'viewer' && route.url.includes('/switch/')) continue; // oneself: refused for another reason
        const allowed = principal !== undefined && (route.rule === undefined || allows(principal, route.rule, 'read'));
        const before = [await s.count('sessions'), await s.count('events')].join();
        const res = await s.call({ method: 'GET', url: route.url, token: tokens.get(who) });
        const where = `${who} GET ${route.url}: ${res.status}`;
        if (allowed && res.status !== 200) problems.push(`${where} (should be allowed)`);
        if (!allowed) {
          const expected = who === 'nobody' ? 401 : 403;
          if (res.status !== expected) problems.push(`${where} (expected ${expected})`);
          if (res.body.code === 0 || res.body.data !== undefined) problems.push(`${where}: answered data on a refusal`);
          if ([await s.count('sessions'), await s.count('events')].join() !== before) problems.push(`${where}: sessions or events changed`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets exactly user management (admin-user) read the field rights and assign, revoke or delete them', { timeout: 60_000 }, async () => {
    const rights = async () => JSON.stringify(await sql`select * from user_field_rights u join field_rights f on f.id = u.field_right_id order by 1, 2`.execute(s.database.db).then((r) => r.rows));
    const target = Number((await sql<{ id: number }>`select id from users where name = 'norole'`.execute(s.database.db)).rows[0].id);
    const declared = Number((await sql<{ id: number }>`select id from field_rights where name = 'prepaid.price'`.execute(s.database.db)).rows[0].id);
    // Allowed calls change nothing either: empty lists, and a declared right cannot be deleted (409).
    const calls = [
      { action: 'read' as const, method: 'GET' as const, url: '/api/v1/field' },
      { action: 'write' as const, method: 'PUT' as const, url: `/api/v1/field/assign/user/${target}`, payload: { fields: [] } },
      { action: 'write' as const, method: 'PUT' as const, url: `/api/v1/field/revoke/user/${target}`, payload: { fields: [] } },
      { action: 'write' as const, method: 'DELETE' as const, url: `/api/v1/field/${declared}` },
    ];
    const problems: string[] = [];
    for (const who of tokens.keys()) {
      const principal = principals.get(who);
      for (const { action, ...call } of calls) {
        const allowed = principal !== undefined && allows(principal, USER_MANAGEMENT_ACCESS, action);
        const before = await rights();
        const res = await s.call({ ...call, token: tokens.get(who) });
        const where = `${who} ${call.method} ${call.url}: ${res.status}`;
        if (allowed && (res.status === 401 || res.status === 403)) problems.push(`${where} (should be allowed)`);
        if (!allowed && res.status !== (who === 'nobody' ? 401 : 403)) problems.push(`${where} (should be refused)`);
        if ((await rights()) !== before) problems.push(`${where}: the field rights changed`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe.each(BACKENDS)('tokens and hostile input on %s', (backend) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login('admin');
  });
  afterAll(() => s.close());

  it('refuses expired, idle, revoked and malformed tokens with 401', async () => {
    const expired = (await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'op', password: PASSWORD } })).body.data as { token: string };
    const idle = (await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'op', password: PASSWORD } })).body.data as { token: string };
    const { hashToken } = await import('../../server/auth/sessions');
    await s.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(expired.token)).execute();
    await s.database.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 61 * 60 * 1000) }).where('token_hash', '=', hashToken(idle.token)).execute();
    for (const bad of [expired.token, idle.token, 'not-a-token', "' or 1=1 --", 'A'.repeat(500)]) {
      const res = await s.call({ method: 'GET', url: '/api/v1/bg', token: bad });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
    const malformedHeader = await s.call({ method: 'GET', url: '/api/v1/bg', headers: { authorization: 'Basic YWRtaW46ZGVtbw==' } });
    expect(malformedHeader.status).toBe(401);
  });

  it('answers SQL fragments in parameters with 400 or a plain empty match, never 500', async () => {
    for (const query of ["?sort=code;drop%20table%20bg", "?order=asc;delete", "?code=' or '1'='1", "?keyword=%27%3B%20drop%20table%20bg%3B--", '?ids=1)%20or%20(1=1', "?status_in=active','x"]) {
      const res = await s.call({ method: 'GET', url: `/api/v1/bg${query}`, token });
      expect([200, 400]).toContain(res.status);
      if (res.status === 200) expect((res.body.data as { total: number }).total).toBe(0);
    }
    expect(await s.count('bg')).toBeGreaterThan(0);
  });

  it('refuses prototype keys, wrong content types and oversized bodies without changing anything', async () => {
    const before = await s.count('bg');
    const proto = await s.call({ method: 'POST', url: '/api/v1/bg', token, headers: { 'content-type': 'application/json' }, payload: '{"code":"PX","name":"x","status":"active","constructor":{"prototype":{"admin":true}}}' });
    expect(proto.status).toBe(400);
    const text = await s.call({ method: 'POST', url: '/api/v1/bg', token, headers: { 'content-type': 'text/plain' }, payload: 'code=X' });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe(415);
    const xml = await s.call({ method: 'PUT', url: '/api/v1/bg/1', token, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.status).toBe(415);
    const big = await s.call({ method: 'POST', url: '/api/v1/bg', token, headers: { 'content-type': 'application/json' }, payload: `{"code":"BIG","name":"${'x'.repeat(3 * 1024 * 1024)}"}` });
    expect(big.status).toBe(413);
    expect(await s.count('bg')).toBe(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('never leaks a password hash or token through any answer', async () => {
    const me = await s.call({ method: 'GET', url: '/api/v1/auth/me', token });
    expect(JSON.stringify(me.body)).not.toMatch(/scrypt|password/i);
    const events = await s.database.db.selectFrom('events').select(['before', 'after']).execute();
    expect(JSON.stringify(events)).not.toMatch(/scrypt\$|password_hash/);
  });
});
