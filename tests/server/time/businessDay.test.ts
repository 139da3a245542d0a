// "Today" is the business day in BUSINESS_TZ (default Asia/Shanghai): in China the UTC date is still
// yesterday until 08:00, so the route amount query and the price check took the wrong day's quotes
// and prices every morning. The routes are asked with the clock set to such a morning.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessDay, businessTimeZone, businessToday, DEFAULT_BUSINESS_TZ, setBusinessTimeZone } from '../../../server/time/businessDay';
import { startTestServer, TEST_BACKEND, type TestServer } from '../harness';

/** 05:00 in Shanghai on the 27th: 21:00 UTC on the 26th. */
const CHINA_MORNING = new Date('2026-11-26T21:00:00Z');

describe('the business day', () => {
  afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TZ));

  it('is the calendar day in the business zone, changing at its midnight, not at UTC midnight', () => {
    expect(businessTimeZone()).toBe('Asia/Shanghai');
    expect(businessDay(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(businessDay(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
    expect(businessDay(CHINA_MORNING)).toBe('2026-11-27');
    expect(businessDay(CHINA_MORNING, 'UTC')).toBe('2026-11-26');
    expect(businessDay(new Date('2026-11-27T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-26');
  });

  it('follows the configured zone, and refuses one that does not exist', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: CHINA_MORNING });
    try {
      expect(businessToday()).toBe('2026-11-27');
      setBusinessTimeZone('Europe/Berlin');
      expect(businessToday()).toBe('2026-11-26');
    } finally {
      vi.useRealTimers();
    }
    expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow(/BUSINESS_TZ/);
  });
});

describe('server date defaults on a China morning', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
  });
  afterAll(() => s?.close());
  afterEach(() => vi.useRealTimers());

  it('hands the zone to the browser in its run-time configuration (/config.js)', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/config.js' });
    expect(res.body).toContain('"businessTimeZone":"Asia/Shanghai"');
  });

  it('the route amount query takes the business day when no date is given', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: CHINA_MORNING });
    const res = await s.call({ method: 'GET', url: '/api/v2/route/express?origin_station_id=1&destination_station_id=2&weight=10', token: admin });
    expect(res.status).toBe(200);
    expect((res.body.data as { date: string }).date).toBe('2026-11-27');
  });

  it('the price check takes the business day as the plan ship date when none is given', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: CHINA_MORNING });
    const res = await s.call({ method: 'POST', url: '/api/v1/price/search', token: admin, payload: { items: [{ mpn: 'NO-SUCH-MPN', cpn: 'C1' }] } });
    expect(res.status).toBe(200);
    expect((res.body.data as { list: { plan_ship_date: string }[] }).list[0].plan_ship_date).toBe('2026-11-27');
  });
});
