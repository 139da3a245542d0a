// The price table's calls: the price check by EC and date or by CPN (and the search's "no price"),
// the lowest DBP and the DBP vanishing (answers, exports) without its field right, the SRP import
// (good, and a bad row writing nothing), and each permission granting its own action only.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPrices } from '../../../../../server/modules/management/priceTi/priceQuery';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

type Row = Record<string, unknown> & { id: number; version: number; quote_price: string; srp: string | null };

function csvUpload(text: string) {
  const boundary = '----srp' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="srp.csv"\r\ncontent-type: text/csv\r\n\r\n`),
    Buffer.from(text, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(BACKENDS)('price table calls on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let viewer: string;
  // A seeded material with its 2026 list price, one EC price and (for i % 3 == 0) a CPN price.
  let mpn: string;
  let ec: string;
  let cpn: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    [op, viewer] = await Promise.all([s.login('op'), s.login('viewer')]);
    const picked = await sql<{ mpn: string; ec: string; cpn: string }>`
      select m.mpn, ec.ec_code as ec, c.cpn from price_ti p join material m on m.id = p.material_id join end_customer ec on ec.id = p.end_customer_id
      join price_ti c on c.material_id = p.material_id and c.cpn is not null order by m.id limit 1`.execute(s.database.db);
    ({ mpn, ec, cpn } = picked.rows[0]);
  });
  afterAll(() => s.close());

  const get = (url: string, token = op) => s.call({ method: 'GET', url, token });
  const list = async (url: string, token = op) => {
    const res = await get(url, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { list: Row[] }).list;
  };

  it('checks a price by MPN with EC and date, or with CPN, live from the table', async () => {
    const byEc = await list(`/api/v2/price-ti/material-price/find?mpn=${mpn}&ec_code=${ec}&plan_ship_date=2026-06-01`);
    // The EC's own price and the list price for every EC, this year's only (last year's is superseded).
    expect(byEc.map((r) => [r.ec_code, r.valid_from])).toEqual(expect.arrayContaining([[ec, '2026-01-01'], [null, '2026-01-01']]));
    expect(byEc.some((r) => String(r.valid_from) < '2026-01-01' || 'dbp' in r)).toBe(false);
    // Written by the database in the caller's check, the answer reads as the stored rows would as JSON
    // (decimals, days, times, order), less the DBP.
    const stored = await findPrices(s.database.db, { mpn, ecCode: ec, date: '2026-06-01', fb: false });
    expect(byEc).toEqual(JSON.parse(JSON.stringify(stored.map(({ dbp: _dbp, ...row }) => row))));
    expect((await list(`/api/v2/price-ti/material-price/find?mpn=${mpn}&ec_code=${ec}&plan_ship_date=2025-06-01`)).map((r) => r.valid_from)).toEqual(['2025-01-01']);
    const byCpn = await list(`/api/v2/price-ti/material-price/find?mpn=${mpn}&cpn=${cpn}&plan_ship_date=2026-03-01`);
    expect(byCpn.map((r) => r.cpn)).toEqual([cpn]);
    expect(await list(`/api/v2/price-ti/material-price/find?mpn=${mpn}&cpn=${cpn}&plan_ship_date=2027-03-01`)).toEqual([]);
    const bad = await get(`/api/v2/price-ti/material-price/find?mpn=${mpn}&ec_code=${ec}&plan_ship_date=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'plan_ship_date' })]);
    expect((await get(`/api/v2/price-ti/material-price/find?mpn=${mpn}`)).status).toBe(400);

    const search = await s.call({ method: 'POST', url: '/api/v1/price/search', token: op, payload: { items: [{ mpn, ec_code: ec, plan_ship_date: '2026-06-01' }, { mpn: 'NO-SUCH-MPN', cpn: 'X' }] } });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    const [hit, miss] = (search.body.data as { list: Record<string, unknown>[] }).list;
    expect(hit).toMatchObject({ found: true, quote_price: [...byEc].sort((a, b) => Number(b.quote_price) - Number(a.quote_price))[0].quote_price });
    expect(miss).toMatchObject({ found: false, quote_price: null, message: 'no price in effect' });
    const badSearch = await s.call({ method: 'POST', url: '/api/v1/price/search', token: op, payload: { items: [{ mpn }, { cpn: 'X' }] } });
    expect(badSearch.status).toBe(400);
    expect(badSearch.body.errors).toEqual([expect.objectContaining({ field: 'items.1.mpn' })]);
  });

  it('answers the lowest DBP only to holders of its field right, and leaves the DBP out of answers and exports otherwise', async () => {
    const lowest = await get(`/api/v2/price-ti/lowest-price?mpn=${mpn}`);
    expect(lowest.status, JSON.stringify(lowest.body)).toBe(200);
    const expected = await sql<{ d: string }>`select min(p.dbp)::text as d from price_ti p join material m on m.id = p.material_id
      where m.mpn = ${mpn} and p.currency = 'USD' and p.valid_from <= current_date and (p.valid_to is null or p.valid_to >= current_date)`.execute(s.database.db);
    expect((lowest.body.data as { list: { currency: string; dbp: string }[] }).list.find((r) => r.currency === 'USD')?.dbp).toBe(expected.rows[0].d);
    expect((await get(`/api/v2/price-ti/lowest-price?mpn=${mpn}`, viewer)).status).toBe(403);

    expect((await list('/api/v2/price-ti?size=5', op)).every((r) => 'dbp' in r)).toBe(true);
    expect((await list('/api/v2/price-ti?size=5', viewer)).some((r) => 'dbp' in r)).toBe(false);
    expect((await list(`/api/v2/price-ti/material-price?mpn=${mpn}`, viewer)).some((r) => 'dbp' in r)).toBe(false);
    expect((await list(`/api/v2/price-ti/get-price-updated?since=2000-01-01T00:00:00Z&size=5`, viewer)).some((r) => 'dbp' in r)).toBe(false);
    const header = async (url: string, token: string) => (await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).body.split(/\r?\n/)[0];
    expect(await header('/api/v2/price-ti/material-price/export?format=csv', op)).toContain('DBP');
    expect(await header('/api/v2/price-ti/material-price/export?format=csv', viewer)).not.toContain('DBP');
    expect(await header('/api/v2/price-ti/export?format=csv', op)).toContain('DBP');
    expect(await header('/api/v2/price-ti/export?format=csv', viewer)).not.toContain('DBP');
  });

  it('imports SRPs in one transaction: a price starting that day changes in place, another is split; a bad row writes nothing', async () => {
    const cur = async () => (await list(`/api/v2/price-ti/material-price/find?mpn=${mpn}&ec_code=${ec}&plan_ship_date=2026-09-01`)).find((r) => r.ec_code === ec)!;
    const before = await cur();
    const bad = await s.call({ method: 'POST', url: '/api/v2/price-ti/import/srp', token: op, ...csvUpload(`MPN,EC code,SRP,Valid from\n${mpn},${ec},9.5,2026-09-01\nNO-SUCH,${ec},1,2026-09-01\n`) });
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ row: 3, field: 'mpn' })]);
    expect(await cur()).toEqual(before);
    const badCell = await s.call({ method: 'POST', url: '/api/v2/price-ti/import/srp', token: op, ...csvUpload(`MPN,EC code,SRP,Valid from\n${mpn},${ec},-1,2026-09-01\n`) });
    expect(badCell.body.errors).toEqual([expect.objectContaining({ row: 2, field: 'srp' })]);

    const good = await s.call({ method: 'POST', url: '/api/v2/price-ti/import/srp', token: op, ...csvUpload(`MPN,EC code,SRP,Valid from\n${mpn},${ec},9.5,2026-09-01\n${mpn},${ec},9.75,2026-09-01\n`) });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const after = await cur();
    expect(after).toMatchObject({ srp: '9.750000', quote_price: before.quote_price, valid_from: '2026-09-01', valid_to: before.valid_to });
    const earlier = (await list(`/api/v2/price-ti/material-price/find?mpn=${mpn}&ec_code=${ec}&plan_ship_date=2026-08-31`)).find((r) => r.ec_code === ec)!;
    expect(earlier).toMatchObject({ id: before.id, srp: before.srp, valid_to: '2026-08-31' });
    const template = await s.app.inject({ method: 'GET', url: '/api/v2/price-ti/template', headers: { authorization: `Bearer ${op}` } });
    expect([template.statusCode, template.headers['content-disposition']]).toEqual([200, `attachment; filename="srp_import_template.xlsx"; filename*=UTF-8''srp_import_template.xlsx`]);
    expect((await s.call({ method: 'POST', url: '/api/v2/price-ti/import/srp', token: viewer, ...csvUpload(`MPN,EC code,SRP,Valid from\n${mpn},${ec},1,2026-09-01\n`) })).status).toBe(403);
  });

  it('grants each permission its own action only', async () => {
    await sql`insert into user_permissions (user_id, permission_id) select u.id, p.id from users u, permissions p where u.name = 'manager' and p.name = 'manage-price-table-srp'`.execute(s.database.db);
    const srpOnly = await s.login('manager');
    const fb = (await list('/api/v2/price-ti?fb=true&size=1', op))[0];
    const setQuote = await s.call({ method: 'PUT', url: '/api/v2/price-ti-fb', token: srpOnly, payload: { items: [{ id: fb.id, version: fb.version, quote_price: '1' }] } });
    expect(setQuote.status).toBe(403);
    const setSrp = await s.call({ method: 'PUT', url: '/api/v2/price-ti-fb', token: srpOnly, payload: { items: [{ id: fb.id, version: fb.version, srp: '2.5' }] } });
    expect(setSrp.status, JSON.stringify(setSrp.body)).toBe(200);
    expect((setSrp.body.data as { list: Row[] }).list[0]).toMatchObject({ srp: '2.500000', quote_price: Number(fb.quote_price).toFixed(6) });
    const stale = await s.call({ method: 'PUT', url: '/api/v2/price-ti-fb', token: op, payload: { items: [{ id: fb.id, version: fb.version, srp: '3' }] } });
    expect(stale.status).toBe(409);
    const notFb = (await list('/api/v2/price-ti?fb=false&size=1', op))[0];
    expect((await s.call({ method: 'PUT', url: '/api/v2/price-ti-fb', token: op, payload: { items: [{ id: notFb.id, srp: '3' }] } })).status).toBe(400);
    // Items that are not plain rows are refused naming the row's id, not answered with a 500.
    for (const item of [{ id: { toString: 1 }, srp: '3' }, 'srp', [fb.id], null]) {
      const odd = await s.call({ method: 'PUT', url: '/api/v2/price-ti-fb', token: op, payload: { items: [item] } });
      expect([odd.status, odd.body.errors], JSON.stringify(odd.body)).toEqual([400, [expect.objectContaining({ field: 'items.0.id', row: 1 })]]);
    }
    // Prices come into effect through drafts or the SRP import only: there is no generic create.
    const created = await s.call({ method: 'POST', url: '/api/v2/price-ti', token: op, payload: { srp: '1' } });
    expect(created.status).toBe(404);
    // The SRP screen's users read the table but not the quote screen's; viewers write nothing.
    expect((await get('/api/v2/price-ti/quote', srpOnly)).status).toBe(403);
    expect((await get('/api/v2/price-ti/material-price', srpOnly)).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: `/api/v2/price-ti/${notFb.id}`, token: viewer, payload: { version: notFb.version, srp: '1' } })).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: '/api/v2/price-ti-fb', token: viewer, payload: { items: [{ id: fb.id, srp: '1' }] } })).status).toBe(403);
  });
});
