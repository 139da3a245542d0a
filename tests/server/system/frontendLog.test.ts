// POST /api/v1/logger/frontend: a production UI error becomes one line of the server's error log;
// open before sign-in, so its size and rate are capped.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorLog } from '../../../server/http/errorLog';
import { FRONTEND_REPORTS_PER_MINUTE } from '../../../server/system/frontendLog';
import { startTestServer, TEST_BACKEND, type TestServer } from '../harness';

describe('frontend error reports', () => {
  let s: TestServer;
  const lines: string[] = [];
  const write = errorLog.write;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    errorLog.write = (line) => void lines.push(line);
  });
  afterEach(() => (lines.length = 0));
  afterAll(async () => {
    errorLog.write = write;
    await s.close();
  });
  const report = (payload: unknown, ip = '10.0.0.1') => s.call({ method: 'POST', url: '/api/v1/logger/frontend', payload: payload as Record<string, unknown>, remoteAddress: ip });

  it('logs a report without a token, its message cut to 4,000 bytes', async () => {
    const res = await report({ tag: 'window.error', message: `TypeError: x is undefined @ /home ${'é'.repeat(3000)}` });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ level: 'warn', source: 'frontend', tag: 'window.error' });
    expect(line.message.startsWith('TypeError: x is undefined @ /home')).toBe(true);
    expect(Buffer.byteLength(line.message)).toBeLessThanOrEqual(4000);
  });

  it('refuses a report without a tag or message with 400 naming the field, logging nothing', async () => {
    const res = await report({ message: 'boom' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'tag', message: '"tag" must be non-empty text' }]);
    expect((await report({ tag: 'x', message: '  ' })).body.errors).toEqual([{ field: 'message', message: '"message" must be non-empty text' }]);
    expect(lines).toEqual([]);
  });

  it('takes at most its allowance a minute from one address', async () => {
    for (let i = 0; i < FRONTEND_REPORTS_PER_MINUTE; i++) expect((await report({ tag: 't', message: `m${i}` }, '10.0.0.9')).status).toBe(200);
    expect((await report({ tag: 't', message: 'one too many' }, '10.0.0.9')).status).toBe(429);
    expect((await report({ tag: 't', message: 'another address' }, '10.0.0.10')).status).toBe(200);
    expect(lines).toHaveLength(FRONTEND_REPORTS_PER_MINUTE + 1);
  });
});
