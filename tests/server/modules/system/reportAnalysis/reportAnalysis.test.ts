// Report analysis: reports managed with their viewers (one transaction, version, 400 naming the
// field), shown only to whom they are shown, and their figures summed exactly: purchase orders put in
// 2031 (no demo data there) with hand-computed totals, rounded half away from zero to cents.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDefinition, ReportFigures, UserReports } from '../../../../../src/resources/system/reportAnalysis/model/wire';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

const BASE = '/api/v2/report-analysis';

describe.each(BACKENDS)('report analysis (%s)', (backend) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    s = await startTestServer(backend);
    for (const name of ['admin', 'op', 'manager', 'viewer']) tokens[name] = await s.login(name);
    for (const u of (await sql<{ id: string; name: string }>`select id::text, name from users`.execute(s.database.db)).rows) ids[u.name] = Number(u.id);
  });
  afterAll(() => s.close());
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = 'op', payload?: object) =>
    s.call({ method, url, token: tokens[who], payload, headers: { 'accept-language': who === 'viewer' ? 'zh-CN' : 'en-US' } });
  const available = async (who: string) => ((await call('GET', `${BASE}-available`, who)).body.data as { list: ReportDefinition[] }).list.map((r) => r.code);
  const report = (over: object = {}) => ({ code: 'T-PO', name_en: 'Test PO', name_zh: '测试采购', kind: 'po_amount_by_month', chart: 'line', audience: 'all', user_ids: [], ...over });

  it('shows the demo reports to their viewers: a report listing users only to them', async () => {
    expect(await available('manager')).toContain('CO-BG');
    expect(await available('viewer')).not.toContain('CO-BG');
    expect(await available('viewer')).toContain('PO-TREND');
    const mine = await call('GET', `${BASE}/user?user_id=${ids.viewer}`, 'op');
    const view = mine.body.data as UserReports;
    expect(view.user.may_view).toBe(true);
    expect(view.reports.find((r) => r.code === 'CO-BG')?.shown).toBe(false);
    // Managing needs manage-report-analysis; figures need view-report-analysis and the report shown.
    expect((await call('GET', BASE, 'manager')).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}-available` })).status).toBe(401);
    const coBg = (await call('GET', BASE)).body.data as { list: ReportDefinition[] };
    const hidden = coBg.list.find((r) => r.code === 'CO-BG')!;
    expect((await call('GET', `${BASE}/${hidden.id}/figures`, 'viewer')).status).toBe(404);
    expect((await call('GET', `${BASE}/${hidden.id}/figures`, 'manager')).status).toBe(200);
  });

  it('refuses bad input with a 400 naming the field, nothing written', async () => {
    const before = await s.count('report_analysis');
    const cases: [object, string][] = [
      [report({ code: '' }), 'code'],
      [report({ code: '9 bad' }), 'code'],
      [report({ kind: 'salary_by_person' }), 'kind'],
      [report({ chart: 'pie' }), 'chart'],
      [report({ user_ids: [ids.viewer, 99999999] }), 'user_ids'],
      [report({ code: 'po-trend' }), 'code'],
      [report({ name_zh: '长'.repeat(40) }), 'name_zh'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', BASE, 'op', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((res.body as unknown as { errors: { field: string }[] }).errors[0].field).toBe(field);
    }
    const zh = await call('POST', BASE, 'viewer', report());
    expect(zh.status).toBe(403);
    expect(await s.count('report_analysis')).toBe(before);
  });

  it('creates, lists users, updates with the version (409 when stale) and deletes', async () => {
    const made = await call('POST', BASE, 'op', report({ audience: 'users', user_ids: [ids.viewer] }));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const r = made.body.data as ReportDefinition;
    expect(r.code).toBe('T-PO');
    expect(r.users.map((u) => u.name)).toEqual(['viewer']);
    expect(await available('viewer')).toContain('T-PO');
    expect(await available('manager')).not.toContain('T-PO');
    const moved = await call('PUT', `${BASE}/${r.id}`, 'op', { ...report({ audience: 'users', user_ids: [ids.manager] }), version: r.version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((moved.body.data as ReportDefinition).version).toBe(r.version + 1);
    expect(await available('viewer')).not.toContain('T-PO');
    const stale = await call('PUT', `${BASE}/${r.id}`, 'op', { ...report({ user_ids: [] }), version: r.version });
    expect(stale.status).toBe(409);
    expect((await call('GET', `${BASE}/user?user_id=${ids.manager}`)).body.data).toMatchObject({ reports: expect.arrayContaining([expect.objectContaining({ code: 'T-PO', shown: true })]) });
    expect((await call('DELETE', `${BASE}/${r.id}`)).status).toBe(200);
    expect((await call('DELETE', `${BASE}/${r.id}`)).status).toBe(404);
    expect((await sql<{ n: number }>`select count(*)::int as n from report_analysis_user where report_id = ${r.id}`.execute(s.database.db)).rows[0].n).toBe(0);
  });

  it('sums purchase orders exactly by month and by BG, each currency a series', async () => {
    const db = s.database.db;
    const bgs = (await sql<{ id: string; name: string }>`select id::text, name from bg order by code limit 2`.execute(db)).rows;
    const one = (await sql<{ v: string; m: string }>`select (select id::text from vendor order by id limit 1) as v, (select id::text from material order by id limit 1) as m`.execute(db)).rows[0];
    const po = (no: string, bg: string, qty: number, price: string, currency: string, day: string) =>
      sql`insert into purchase_order (po_no, po_line, vendor_id, bg_id, material_id, qty, unit_price, currency, po_date, status, bound_qty)
          values (${no}, 10, ${one.v}, ${bg}, ${one.m}, ${qty}, ${price}, ${currency}, ${day}, 'open', 0)`.execute(db);
    await po('TRA-A', bgs[0].id, 1, '1.00500', 'USD', '2031-01-15'); // 1.005 (a float would round it to 1.00)
    await po('TRA-B', bgs[0].id, 3, '2.33333', 'USD', '2031-02-01'); // 6.99999
    await po('TRA-C', bgs[1].id, 7, '0.00001', 'USD', '2031-02-28'); // 0.00007
    await po('TRA-D', bgs[1].id, 1000, '0.12345', 'CNY', '2031-02-10'); // 123.45
    await po('TRA-E', bgs[1].id, 1, '50', 'USD', '2031-04-01'); // outside the period
    const list = ((await call('GET', BASE)).body.data as { list: ReportDefinition[] }).list;
    const byCode = (c: string) => list.find((r) => r.code === c)!.id;

    const trend = (await call('GET', `${BASE}/${byCode('PO-TREND')}/figures?from=2031-01&to=2031-03`, 'viewer')).body.data as ReportFigures;
    expect(trend.categories).toEqual(['2031-01', '2031-02', '2031-03']);
    expect(trend.series).toEqual(['CNY', 'USD']);
    expect(trend.rows).toEqual([
      { category: '2031-01', series: 'USD', amount: '1.01', count: 1 },
      { category: '2031-02', series: 'CNY', amount: '123.45', count: 1 },
      { category: '2031-02', series: 'USD', amount: '7.00', count: 2 },
    ]);
    const byBg = (await call('GET', `${BASE}/${byCode('PO-BG')}/figures?from=2031-01&to=2031-03`, 'viewer')).body.data as ReportFigures;
    expect(byBg.rows).toEqual([
      { category: bgs[0].name, series: 'USD', amount: '8.00', count: 2 }, // 1.005 + 6.99999 = 8.00499
      { category: bgs[1].name, series: 'CNY', amount: '123.45', count: 1 },
      { category: bgs[1].name, series: 'USD', amount: '0.00', count: 1 },
    ].sort((a, b) => a.category.localeCompare(b.category) || a.series.localeCompare(b.series)));

    const csv = await s.app.inject({ method: 'GET', url: `${BASE}/${byCode('PO-TREND')}/export?format=csv&from=2031-01&to=2031-03`, headers: { authorization: `Bearer ${tokens.viewer}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('2031-02,CNY,123.45,1');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="PO-TREND_2031-01_2031-03.csv"; filename*=UTF-8''PO-TREND_2031-01_2031-03.csv`);
    const empty = await call('GET', `${BASE}/${byCode('PO-TREND')}/export?from=2032-01&to=2032-02`, 'viewer');
    expect(empty.status).toBe(404);
    expect(empty.body.message).toContain('无法获取报表信息');
  });

  it('refuses a bad period with a 400 naming it', async () => {
    const id = ((await call('GET', BASE)).body.data as { list: ReportDefinition[] }).list[0].id;
    for (const [q, field] of [['from=2031-13', 'from'], ['to=31-01', 'to'], ['from=2031-05&to=2031-01', 'from'], ['from=2020-01&to=2031-01', 'from']]) {
      const res = await call('GET', `${BASE}/${id}/figures?${q}`, 'viewer');
      expect(res.status, q).toBe(400);
      expect((res.body as unknown as { errors: { field: string }[] }).errors[0].field).toBe(field);
    }
    expect((await call('GET', `${BASE}/${id}/export?format=pdf`, 'viewer')).status).toBe(400);
  });
});
