// The message centre against the real database: own notifications only, read state per user,
// sending only with send-notification, refused calls change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

type Entry = { id: number; title: string; content: string; read: boolean; audience: string };
type Page = { list: Entry[]; total: number; unreadCount: number; swapCount: Record<string, number> };

describe.each(BACKENDS)('notifications on %s', (backend) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer(backend);
    for (const name of ['admin', 'op', 'manager', 'viewer']) tokens[name] = await s.login(name);
  });
  afterAll(() => s.close());

  const page = async (who: string, query = '') => {
    const res = await s.call({ method: 'GET', url: `/api/v1/notification${query}`, token: tokens[who] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Page;
  };
  const userId = async (name: string) => (await s.database.db.selectFrom('users').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const roleId = async (name: string) => (await s.database.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const send = (who: string | undefined, url: string, payload: unknown) =>
    s.call({ method: 'POST', url: `/api/v1/notification/${url}`, token: who ? tokens[who] : undefined, payload: payload as Record<string, unknown> });

  it('answers 401 without a token', async () => {
    expect((await s.call({ method: 'GET', url: '/api/v1/notification' })).status).toBe(401);
    expect((await s.call({ method: 'PUT', url: '/api/v1/notification' })).status).toBe(401);
    expect((await send(undefined, 'all', { title: 'x', content: 'y' })).status).toBe(401);
  });

  it('lists the seeded notifications with the unread count and the swap counts', async () => {
    const p = await page('viewer');
    expect(p.total).toBe(3);
    expect(p.unreadCount).toBe(2);
    expect(p.list.filter((e) => !e.read)).toHaveLength(2);
    expect(p.swapCount).toEqual({ mySwapCount: 0, myEsdRequestCount: 0, myRequestCount: 0, myEsdCount: 0 });
    expect((await page('viewer', '?keyword=maintenance')).list.map((e) => e.title)).toEqual(['Maintenance window on Saturday']);
    const second = await page('viewer', '?page=2&size=2');
    expect(second.list).toHaveLength(1);
    expect(second.total).toBe(3);
  });

  it('refuses bad paging and ids with 400', async () => {
    const bad = await s.call({ method: 'GET', url: '/api/v1/notification?size=abc', token: tokens.viewer });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('size');
    expect((await s.call({ method: 'PUT', url: '/api/v1/notification/xyz', token: tokens.viewer })).status).toBe(400);
  });

  it('marks one read only for its own recipient', async () => {
    const mine = (await page('manager')).list.find((e) => !e.read)!;
    const others = (await page('op')).list.find((e) => !e.read)!;
    const refused = await s.call({ method: 'PUT', url: `/api/v1/notification/${others.id}`, token: tokens.manager });
    expect(refused.status).toBe(404);
    expect((await page('op')).unreadCount).toBe(2);
    const res = await s.call({ method: 'PUT', url: `/api/v1/notification/${mine.id}`, token: tokens.manager });
    expect(res.status).toBe(200);
    expect((await page('manager')).unreadCount).toBe(1);
    expect((await page('op')).unreadCount).toBe(2);
  });

  it('marks all read for the caller only', async () => {
    expect((await s.call({ method: 'PUT', url: '/api/v1/notification', token: tokens.op })).status).toBe(200);
    expect((await page('op')).unreadCount).toBe(0);
    expect((await page('admin')).unreadCount).toBe(2);
  });

  it('refuses sending without send-notification and delivers nothing', async () => {
    const before = await s.count('user_notification');
    for (const who of ['viewer', 'op', 'manager']) {
      expect((await send(who, 'all', { title: 'Hi', content: 'All' })).status).toBe(403);
      expect((await send(who, `user/${await userId('viewer')}`, { title: 'Hi', content: 'One' })).status).toBe(403);
      expect((await send(who, `role/${await roleId('Viewer')}`, { title: 'Hi', content: 'Role' })).status).toBe(403);
    }
    expect(await s.count('user_notification')).toBe(before);
  });

  it('checks title and content, with their byte caps, naming the field', async () => {
    const before = await s.count('user_notification');
    const missing = await send('admin', 'all', { content: 'no title' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('title');
    const long = await send('admin', 'all', { title: 'ok', content: '中'.repeat(700) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('content');
    expect((await send('admin', 'user/999999', { title: 't', content: 'c' })).status).toBe(404);
    expect((await send('admin', 'role/999999', { title: 't', content: 'c' })).status).toBe(404);
    expect(await s.count('user_notification')).toBe(before);
  });

  it('sends to one user, a role and everyone, each with their own read state', async () => {
    const toViewer = await send('admin', `user/${await userId('viewer')}`, { title: 'Just for Vera', content: 'Personal' });
    expect(toViewer.status).toBe(200);
    expect((await page('viewer')).list[0]).toMatchObject({ title: 'Just for Vera', read: false, audience: 'user' });
    expect((await page('op')).list.map((e) => e.title)).not.toContain('Just for Vera');

    expect((await send('admin', `role/${await roleId('OP')}`, { title: 'For operators', content: 'OP only' })).status).toBe(200);
    expect((await page('op')).list[0].title).toBe('For operators');
    expect((await page('manager')).list.map((e) => e.title)).not.toContain('For operators');

    const all = await send('admin', 'all', { title: 'For everyone', content: 'Everybody' });
    // Everyone: every active account.
    expect((all.body.data as { recipients: number }).recipients).toBe(await s.count('users'));
    const opBefore = (await page('op')).unreadCount;
    const vera = (await page('viewer')).list.find((e) => e.title === 'For everyone')!;
    await s.call({ method: 'PUT', url: `/api/v1/notification/${vera.id}`, token: tokens.viewer });
    expect((await page('op')).unreadCount).toBe(opBefore);
    expect((await page('op')).list.find((e) => e.title === 'For everyone')!.read).toBe(false);
  });
});

describe('notification targets', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
  });
  afterAll(() => s.close());

  it('lists roles with their member counts for senders only', async () => {
    const viewer = await s.call({ method: 'GET', url: '/api/v1/notification/targets/role', token: await s.login('viewer') });
    expect(viewer.status).toBe(403);
    const admin = await s.call({ method: 'GET', url: '/api/v1/notification/targets/role', token: await s.login('admin') });
    expect(admin.status).toBe(200);
    expect((admin.body.data as { list: { name: string; user_count: number }[] }).list).toContainEqual(expect.objectContaining({ name: 'OP', user_count: 2 }));
  });
});
