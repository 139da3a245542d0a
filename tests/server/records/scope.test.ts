// Row scopes (src/schema/scope.ts) enforced by the generic routes: two users each see, export,
// import over and change only their own notes (or their BGs' notes); `note-list-all` lifts it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_BACKEND, startTestServer, type TestServer } from '../harness';
import { SCOPED_RESOURCES } from './scopedResources';

type Row = { id: number; version: number; code: string; title: string | null; bg_id?: number };
const NOTES = '/api/v1/test/scoped_note';
const BG_NOTES = '/api/v1/test/scoped_bg_note';

function csvUpload(text: string) {
  const boundary = '----scope' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="notes.csv"\r\ncontent-type: text/csv\r\n\r\n`),
    Buffer.from(text, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(EVERY_BACKEND)('row scopes on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let manager: string;
  const userId = async (name: string) => Number((await sql<{ id: number }>`select id from users where name = ${name}`.execute(s.database.db)).rows[0].id);
  const grant = async (user: string, permission: string) => {
    await sql`insert into permissions (name) values (${permission}) on conflict (name) do nothing`.execute(s.database.db);
    await sql`insert into user_permissions (user_id, permission_id) select ${await userId(user)}, id from permissions where name = ${permission} on conflict do nothing`.execute(s.database.db);
  };
  const stored = async (table: string, code: string) => (await sql<Row>`select * from ${sql.table(table)} where code = ${code}`.execute(s.database.db)).rows[0];
  const codes = async (base: string, token: string) => ((await s.call({ method: 'GET', url: `${base}?size=100`, token })).body.data as { list: Row[] }).list.map((r) => r.code).sort();
  const exported = async (base: string, token: string) => (await s.app.inject({ method: 'GET', url: `${base}/export?format=csv`, headers: { authorization: `Bearer ${token}` } })).body;
  const importCsv = (base: string, token: string, text: string) => s.call({ method: 'POST', url: `${base}/import`, token, ...csvUpload(text) });

  beforeAll(async () => {
    s = await startTestServer(backend, {}, SCOPED_RESOURCES);
    op = await s.login('op');
    manager = await s.login('manager');
    for (const user of ['op', 'manager']) await grant(user, 'manage-scoped-note');
  }, 180_000); // migrates and seeds afresh: slow on a busy machine
  afterAll(() => s.close());

  describe('rows the user created', () => {
    let mine: Row;
    let theirs: Row;
    beforeAll(async () => {
      mine = (await s.call({ method: 'POST', url: NOTES, token: op, payload: { code: 'OP-1', title: 'mine' } })).body.data as Row;
      theirs = (await s.call({ method: 'POST', url: NOTES, token: manager, payload: { code: 'MG-1', title: 'theirs' } })).body.data as Row;
    });

    it('lists and exports each user only their own notes', async () => {
      expect(await codes(NOTES, op)).toEqual(['OP-1']);
      expect(await codes(NOTES, manager)).toEqual(['MG-1']);
      const file = await exported(NOTES, op);
      expect(file).toContain('OP-1');
      expect(file).not.toContain('MG-1');
    });

    it('answers 404 for another user\'s note on show, update and delete, changing nothing', async () => {
      expect((await s.call({ method: 'GET', url: `${NOTES}/${theirs.id}`, token: op })).status).toBe(404);
      const put = await s.call({ method: 'PUT', url: `${NOTES}/${theirs.id}`, token: op, payload: { version: theirs.version, title: 'taken' } });
      expect(put.status).toBe(404);
      expect((await s.call({ method: 'DELETE', url: `${NOTES}/${theirs.id}`, token: op })).status).toBe(404);
      expect(await stored('scoped_note', 'MG-1')).toMatchObject({ title: 'theirs', version: theirs.version });
      expect((await s.call({ method: 'GET', url: `${NOTES}/${mine.id}`, token: op })).status).toBe(200);
    });

    it('refuses an import that would overwrite another user\'s note, naming the row; new rows are the importer\'s', async () => {
      const refused = await importCsv(NOTES, op, 'code,title\r\nOP-2,new\r\nMG-1,overwritten\r\n');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('Row 3');
      expect(await stored('scoped_note', 'OP-2')).toBeUndefined();
      expect(await stored('scoped_note', 'MG-1')).toMatchObject({ title: 'theirs' });
      const done = await importCsv(NOTES, op, 'code,title\r\nOP-2,new\r\nOP-1,updated\r\n');
      expect(done.body.data).toEqual({ inserted: 1, updated: 1, total: 2 });
      expect(await codes(NOTES, op)).toEqual(['OP-1', 'OP-2']);
      expect(await codes(NOTES, manager)).toEqual(['MG-1']);
    });

    it('lets a holder of the list-all permission see, export and change every note', async () => {
      await grant('manager', 'note-list-all');
      expect(await codes(NOTES, manager)).toEqual(['MG-1', 'OP-1', 'OP-2']);
      expect(await exported(NOTES, manager)).toContain('OP-1');
      const current = await stored('scoped_note', 'OP-1');
      const put = await s.call({ method: 'PUT', url: `${NOTES}/${mine.id}`, token: manager, payload: { version: current.version, title: 'by manager' } });
      expect(put.status).toBe(200);
      // The permission lifts the manager's scope only: op still sees only op's notes.
      expect(await codes(NOTES, op)).toEqual(['OP-1', 'OP-2']);
      await sql`delete from user_permissions where user_id = ${await userId('manager')} and permission_id = (select id from permissions where name = 'note-list-all')`.execute(s.database.db);
      expect(await codes(NOTES, manager)).toEqual(['MG-1']);
    });
  });

  describe("rows of the user's business groups", () => {
    let bgs: { id: number; code: string }[];
    let inMine: Row;
    let inOther: Row;
    beforeAll(async () => {
      bgs = (await sql<{ id: number; code: string }>`select id, code from bg order by code limit 2`.execute(s.database.db)).rows.map((r) => ({ id: Number(r.id), code: r.code }));
      // op works for the first BG only; the manager has no BGs assigned and so is not restricted.
      await sql`insert into user_data_scope (user_id, scope, ref_id) values (${await userId('op')}, 'bg', ${bgs[0].id})`.execute(s.database.db);
      inMine = (await s.call({ method: 'POST', url: BG_NOTES, token: manager, payload: { code: 'BG-A', bg_id: bgs[0].id } })).body.data as Row;
      inOther = (await s.call({ method: 'POST', url: BG_NOTES, token: manager, payload: { code: 'BG-B', bg_id: bgs[1].id } })).body.data as Row;
    });

    it("shows and exports op only the notes of op's BG; the unrestricted manager sees both", async () => {
      expect(await codes(BG_NOTES, op)).toEqual(['BG-A']);
      expect(await codes(BG_NOTES, manager)).toEqual(['BG-A', 'BG-B']);
      expect(await exported(BG_NOTES, op)).not.toContain('BG-B');
      expect((await s.call({ method: 'GET', url: `${BG_NOTES}/${inOther.id}`, token: op })).status).toBe(404);
      expect((await s.call({ method: 'DELETE', url: `${BG_NOTES}/${inOther.id}`, token: op })).status).toBe(404);
    });

    it('refuses creating a note in, or moving one to, a BG that is not op\'s (403 naming the field)', async () => {
      const created = await s.call({ method: 'POST', url: BG_NOTES, token: op, payload: { code: 'BG-C', bg_id: bgs[1].id } });
      expect(created.status).toBe(403);
      expect(created.body.errors).toEqual([expect.objectContaining({ field: 'bg_id' })]);
      expect(created.body.message).toContain('not one of your business groups');
      expect(await stored('scoped_bg_note', 'BG-C')).toBeUndefined();
      const moved = await s.call({ method: 'PUT', url: `${BG_NOTES}/${inMine.id}`, token: op, payload: { version: inMine.version, bg_id: bgs[1].id } });
      expect(moved.status).toBe(403);
      expect(await stored('scoped_bg_note', 'BG-A')).toMatchObject({ bg_id: inMine.bg_id, version: inMine.version });
      const fine = await s.call({ method: 'PUT', url: `${BG_NOTES}/${inMine.id}`, token: op, payload: { version: inMine.version, title: 'edited' } });
      expect(fine.status).toBe(200);
    });

    it("refuses an import naming another BG or overwriting another BG's note, row by row", async () => {
      const res = await importCsv(BG_NOTES, op, `code,bg_id\r\nBG-D,${bgs[1].code}\r\nBG-B,${bgs[0].code}\r\n`);
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([expect.objectContaining({ row: 2, field: 'bg_id' }), expect.objectContaining({ row: 3, field: 'code' })]);
      expect(await stored('scoped_bg_note', 'BG-D')).toBeUndefined();
      expect(await stored('scoped_bg_note', 'BG-B')).toMatchObject({ bg_id: bgs[1].id });
      const ok = await importCsv(BG_NOTES, op, `code,bg_id\r\nBG-E,${bgs[0].code}\r\n`);
      expect(ok.body.data).toEqual({ inserted: 1, updated: 0, total: 1 });
    });
  });
});
