// Mail groups, external addresses and mail API settings: CRUD with members in one write, refusals
// (permission, a bad address or a taken name naming the field), a send that queues one outbox row per
// address (not sending directly), and which API mails which group.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalMail, MailApi, MailGroup, MailGroupDetail, MailGroupMember, MailSendResult } from '../../../../../src/resources/system/mail/model/wire';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

const GROUP = '/api/v2/mail-group';
const EXTERNAL = '/api/v2/external-mail';
const API = '/api/v2/mail-api';

describe.each(BACKENDS)('mail groups and mail APIs (%s)', (backend) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    s = await startTestServer(backend);
    for (const name of ['admin', 'op', 'manager', 'viewer']) tokens[name] = await s.login(name);
    for (const u of (await sql<{ id: string; name: string }>`select id::text, name from users`.execute(s.database.db)).rows) ids[u.name] = Number(u.id);
  });
  afterAll(() => s.close());
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = 'op', payload?: object, locale = 'en-US') =>
    s.call({ method, url, token: tokens[who], payload, headers: { 'accept-language': locale } });
  const field = (res: { body: unknown }) => (res.body as { errors?: { field: string }[] }).errors?.[0]?.field;
  const groups = async () => ((await call('GET', GROUP)).body.data as { list: MailGroup[] }).list;
  const outbox = async () => (await sql<{ to_address: string; subject: string }>`select to_address, subject from mail_outbox order by id`.execute(s.database.db)).rows;

  it('lists the demo groups, their members and the external addresses; refuses those without the permission', async () => {
    const list = await groups();
    expect(list.map((g) => g.name)).toEqual(expect.arrayContaining(['Planning daily', 'ASN exceptions', 'Price audit']));
    const planning = list.find((g) => g.name === 'Planning daily')!;
    expect(planning).toMatchObject({ user_count: 2, external_count: 2 });
    expect(planning.apis).toContain('PSI_DAILY');
    const members = (await call('GET', `/api/v2/mail-group-member/${planning.id}`)).body.data as { list: MailGroupMember[] };
    expect(members.list.map((m) => m.email)).toEqual(expect.arrayContaining(['op@example.com', 'scm.planning@northwind-ems.com']));
    const external = (await call('GET', `${EXTERNAL}?keyword=northwind`)).body.data as { list: ExternalMail[] };
    expect(external.list.length).toBe(2);
    expect(external.list[0].groups).toContain('Planning daily');
    // manage-mail-group-manager guards the groups; without a token, 401.
    expect((await call('GET', GROUP, 'viewer')).status).toBe(403);
    expect((await call('POST', EXTERNAL, 'manager', { email: 'x@y.com' })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: GROUP })).status).toBe(401);
    expect((await call('GET', `${GROUP}/999999`)).status).toBe(404);
  });

  it('refuses bad input with a 400 (or 409) naming the field, nothing written', async () => {
    const before = [await s.count('mail_group'), await s.count('external_mail')];
    for (const [body, f] of [[{ email: 'not-an-address' }, 'email'], [{ email: 'a@b' }, 'email'], [{ email: '' }, 'email'], [{ email: 'ok@contoso.com', company: 'x'.repeat(200) }, 'company']] as const) {
      const res = await call('POST', EXTERNAL, 'op', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(field(res)).toBe(f);
    }
    const dup = await call('POST', EXTERNAL, 'op', { email: 'Ops.HK@FASTLANE-logistics.com' });
    expect(dup.status).toBe(409);
    expect(field(dup)).toBe('email');
    for (const [body, f, status] of [
      [{ name: '  ' }, 'name', 400],
      [{ name: 'X', user_ids: ['op'] }, 'user_ids', 400],
      [{ name: 'X', user_ids: [99999999] }, 'user_ids', 400],
      [{ name: 'X', external_ids: [99999999] }, 'external_ids', 400],
      [{ name: 'planning DAILY' }, 'name', 409],
    ] as const) {
      const res = await call('POST', GROUP, 'op', body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(field(res)).toBe(f);
    }
    const zh = await call('POST', GROUP, 'op', { name: '' }, 'zh-CN');
    expect(zh.body.message).toContain('必填');
    expect([await s.count('mail_group'), await s.count('external_mail')]).toEqual(before);
  });

  it('creates an address and a group, edits the group with its version, sends through the outbox and deletes', async () => {
    const made = await call('POST', EXTERNAL, 'op', { email: 'qa.lead@Tailspin-Drones.com', name: 'Tailspin QA', company: 'Tailspin Drones' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const address = made.body.data as ExternalMail;
    expect(address.email).toBe('qa.lead@tailspin-drones.com');
    const created = await call('POST', GROUP, 'op', { name: 'RMA returns', description: 'Returned parts', user_ids: [ids.op, ids.manager], external_ids: [address.id] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const group = created.body.data as MailGroupDetail;
    expect(group.members.map((m) => m.email).sort()).toEqual(['manager@example.com', 'op@example.com', 'qa.lead@tailspin-drones.com']);
    const edited = await call('POST', GROUP, 'op', { id: group.id, version: group.version, name: 'RMA returns', description: null, user_ids: [ids.op], external_ids: [address.id] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((edited.body.data as MailGroupDetail).version).toBe(group.version + 1);
    expect((await call('POST', GROUP, 'op', { id: group.id, version: group.version, name: 'RMA returns' })).status).toBe(409);

    // A send queues one mail per address in the product's outbox, in one write; nothing is sent here.
    const before = (await outbox()).length;
    expect(field(await call('POST', `${GROUP}/${group.id}/send`, 'op', { subject: '', body: 'x' }))).toBe('subject');
    const sent = await call('POST', `${GROUP}/${group.id}/send`, 'op', { subject: 'RMA 2026-11 summary', body: 'Three returns are waiting for inspection.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((sent.body.data as MailSendResult).queued).toBe(2);
    const queued = (await outbox()).slice(before);
    expect(queued.map((m) => m.to_address).sort()).toEqual(['op@example.com', 'qa.lead@tailspin-drones.com']);
    expect(queued.every((m) => m.subject === 'RMA 2026-11 summary')).toBe(true);
    expect((await call('GET', `${GROUP}/${group.id}`)).body.data).toMatchObject({ last_sent_by: 'op' });
    expect((await call('POST', `${GROUP}/${group.id}/send`, 'viewer', { subject: 'x', body: 'y' })).status).toBe(403);

    // Deleting the address takes it off the group; deleting the group ends it.
    expect((await call('DELETE', `${EXTERNAL}/${address.id}`)).status).toBe(200);
    expect((await call('GET', `${GROUP}/${group.id}`)).body.data).toMatchObject({ external_count: 0 });
    expect((await call('DELETE', `${GROUP}/${group.id}`)).status).toBe(200);
    expect((await call('DELETE', `${GROUP}/${group.id}`)).status).toBe(404);
    expect((await call('DELETE', `${EXTERNAL}/${address.id}`)).status).toBe(404);
  });

  it('sets which mail API mails which group: manage-report-analysis writes, the group managers read', async () => {
    const list = ((await call('GET', API, 'op')).body.data as { list: MailApi[] }).list;
    const price = list.find((a) => a.code === 'PRICE_AUDIT')!;
    expect(price.groups.map((g) => g.name)).toEqual(['Price audit']);
    const asnGroup = (await groups()).find((g) => g.name === 'ASN exceptions')!;
    // A group an API mails cannot be deleted.
    const inUse = await call('DELETE', `${GROUP}/${asnGroup.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('ASN_EXCEPTION');
    expect((await call('PUT', `${API}/${price.id}`, 'manager', { enabled: false, subject_template: 'x', group_ids: [] })).status).toBe(403);
    expect((await call('GET', API, 'viewer')).status).toBe(403);
    for (const [body, f] of [
      [{ enabled: 'yes', subject_template: 'x' }, 'enabled'],
      [{ enabled: true, subject_template: '' }, 'subject_template'],
      [{ enabled: true, subject_template: 'Audit {count of}' }, 'subject_template'],
      [{ enabled: true, subject_template: 'x', group_ids: [99999999] }, 'group_ids'],
    ] as const) {
      const res = await call('PUT', `${API}/${price.id}`, 'admin', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(field(res)).toBe(f);
    }
    const put = await call('PUT', `${API}/${price.id}`, 'admin', { version: price.version, enabled: false, subject_template: '[Price audit] {count} waiting', group_ids: [asnGroup.id, asnGroup.id] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ enabled: false, version: price.version + 1, updated_by: 'admin', groups: [{ id: asnGroup.id, name: 'ASN exceptions' }] });
    expect((await call('PUT', `${API}/${price.id}`, 'admin', { version: price.version, enabled: true, subject_template: 'x' })).status).toBe(409);
    expect((await call('GET', `${API}/${price.id}`, 'op')).body.data).toMatchObject({ enabled: false });
    expect((await call('GET', `${API}/999999`, 'op')).status).toBe(404);
  });
});
