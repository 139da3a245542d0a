// A 5xx that still happens is logged on stderr (request logging off, as by default) with the request
// id the caller was answered, and the line holds no body, no query value and no credential.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../harness';

describe.each(BACKENDS)('server errors on %s', (backend) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login('admin');
  });
  afterAll(() => s.close());
  afterEach(() => vi.restoreAllMocks());

  /** Lines written to stderr while `work` runs (the real stream, read back). */
  async function stderrOf(work: () => Promise<unknown>): Promise<string[]> {
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return write(chunk);
    });
    await work();
    return lines.join('').split('\n').filter(Boolean);
  }

  it('a database failure answers 500 with a request id, and that id is logged without secrets', async () => {
    const secret = 'hunter2-correct-horse';
    // A real fault: the table the route writes to is gone.
    await sql`alter table bg rename to bg_away`.execute(s.database.db);
    let res!: Awaited<ReturnType<TestServer['call']>>;
    const lines = await stderrOf(async () => {
      res = await s.call({
        method: 'POST',
        url: `/api/v1/bg?token=${secret}&keyword=${secret}`,
        token,
        headers: { cookie: `session=${secret}` },
        payload: { code: 'ZZ1', name: secret, status: 'active', password: secret },
      });
    }).finally(() => sql`alter table bg_away rename to bg`.execute(s.database.db));
    expect(res.status, JSON.stringify(res.body)).toBe(500);
    const requestId = res.body.requestId as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.message).toContain(requestId);
    const logged = lines.filter((l) => l.includes(requestId));
    expect(logged).toHaveLength(1);
    const entry = JSON.parse(logged[0]);
    expect(entry).toMatchObject({ level: 'error', requestId, status: 500, method: 'POST', route: '/api/v1/bg', url: '/api/v1/bg?token=…&keyword=…' });
    expect(entry.err.code).toBe('42P01');
    expect(entry.err.stack).toContain('at ');
    for (const never of [secret, token, 'authorization', 'cookie']) expect(logged[0]).not.toContain(never);
  });

  it('a refusal (4xx) is not logged as an error', async () => {
    const lines = await stderrOf(() => s.call({ method: 'GET', url: '/api/v1/bg?page=1e20', token }));
    expect(lines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  });
});
