// Document 000: "POST bodies are sent as multipart form data". Every POST route takes such a form as
// well as JSON, under the same guards: access checked before the body is read, the form's size cap,
// a file only where a field declares one. Bodies come from streams the test controls ("never read" is
// counted in bytes).
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../../server/app';
import { installErrorHandler } from '../../../server/http/errors';
import { installMultipartRules, takesForm } from '../../../server/http/multipartRoutes';
import { installRouteAccess } from '../../../server/http/routeAccess';
import { BACKENDS, PASSWORD, startTestServer, type TestServer } from '../harness';

const BOUNDARY = '----spec-client-5b1e';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const MB = 1024 * 1024;

/** A multipart body of text fields (and optionally one file part), as a browser's FormData sends it. */
function formBody(fields: [string, string][], file?: { field: string; name: string }): Buffer {
  const parts = fields.map(([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file) parts.push(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: image/png\r\n\r\nPNG\r\n`);
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);
}

/** One field of `size` bytes, produced only as the server reads it. */
function countedField(name: string, size: number) {
  let pulled = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  async function* produce() {
    const head = Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n`);
    pulled += head.length;
    yield head;
    for (let sent = 0; sent < size; sent += chunk.length) {
      pulled += chunk.length;
      yield chunk;
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return { stream: Readable.from(produce(), { objectMode: false }), pulled: () => pulled };
}

describe.each(BACKENDS)('POST bodies as multipart forms on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
    viewer = await s.login('viewer');
  });
  afterAll(() => s?.close());

  const post = (url: string, payload: Buffer | Readable, token?: string, headers: Record<string, string> = {}) =>
    s.call({ method: 'POST', url, token, payload, headers: { 'content-type': FORM, ...headers } });

  it('signs in with a multipart form, and refuses a wrong password in it as with JSON', async () => {
    const res = await post('/api/v1/auth/login', formBody([['username', 'op'], ['password', PASSWORD]]));
    expect(res.status).toBe(200);
    const token = (res.body.data as { token: string }).token;
    expect((await s.call({ method: 'GET', url: '/api/v1/auth/me', token })).status).toBe(200);
    const wrong = await post('/api/v1/auth/login', formBody([['username', 'op'], ['password', 'not it']]));
    expect(wrong.status).toBe(401);
  });

  it('creates through a hand-written JSON route from a form; JSON-looking text stays text', async () => {
    const res = await post('/api/v1/role', formBody([['name', 'Multipart clerks'], ['description', '["not","a","list"]']]), admin);
    expect(res.status).toBe(200);
    const created = res.body.data as { id: number; name: string; description: string };
    expect(created.name).toBe('Multipart clerks');
    expect(created.description).toBe('["not","a","list"]');
    const read = await s.call({ method: 'GET', url: `/api/v1/role/${created.id}`, token: admin });
    expect((read.body.data as { description: string }).description).toBe('["not","a","list"]');
    // The same route still takes JSON.
    expect((await s.call({ method: 'POST', url: '/api/v1/role', token: admin, payload: { name: 'JSON clerks' } })).status).toBe(200);
  });

  it('refuses a file part where no field declares one (400 naming it), and a NUL in a field', async () => {
    const res = await post('/api/v1/role', formBody([['name', 'With a photo']], { field: 'photo', name: 'me.png' }), admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'photo' })]);
    const nul = await post('/api/v1/role', formBody([['name', 'a\0b']]), admin);
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
  });

  it('refuses a form over the body cap with 413, declared or streamed, without reading it all', async () => {
    const declared = countedField('description', 40 * MB);
    const head = await post('/api/v1/role', declared.stream, admin, { 'content-length': String(40 * MB + 200) });
    expect(head.status).toBe(413);
    expect(declared.pulled()).toBeLessThan(2 * MB);
    const streamed = countedField('description', BODY_LIMIT + MB);
    const res = await post('/api/v1/role', streamed.stream, admin);
    expect(res.status).toBe(413);
    expect(await s.count('roles')).toBeGreaterThan(0);
  });

  it('answers 401/403 before reading a form on a POST route', async () => {
    for (const [token, status] of [[undefined, 401], [viewer, 403]] as const) {
      const body = countedField('name', 60 * MB);
      const res = await post('/api/v1/role', body.stream, token);
      expect(res.status).toBe(status);
      expect(body.pulled()).toBeLessThan(2 * MB);
    }
  });

  it('keeps a malformed JSON body a 400 whoever sends it (JSON is checked as before)', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v1/role', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe('a route that names its JSON fields', () => {
  const app = Fastify();
  beforeAll(async () => {
    installErrorHandler(app);
    await app.register(multipart);
    // A public route: no sign-in and no read beside it, so neither the check nor the database is used.
    installRouteAccess(
      app,
      async () => {
        throw new Error('no one signs in here');
      },
      {} as never,
    );
    installMultipartRules(app, { formBytes: BODY_LIMIT, fileBytes: MB });
    app.post('/api/echo', takesForm('public', ['items']), async (req) => req.body);
    await app.ready();
  });
  afterAll(() => app.close());

  it('reads the named field as the object or list its text is, and leaves other fields and bad JSON as text', async () => {
    const items = JSON.stringify([{ mpn: 'X1', qty: 2 }]);
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: formBody([['items', items], ['remark', '{"a":1}']]), headers: { 'content-type': FORM } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [{ mpn: 'X1', qty: 2 }], remark: '{"a":1}' });
    const bad = await app.inject({ method: 'POST', url: '/api/echo', payload: formBody([['items', '[not json']]), headers: { 'content-type': FORM } });
    expect(bad.json()).toEqual({ items: '[not json' });
  });

  it('reads the fields a client names in _json as JSON too, and only those', async () => {
    const lines = JSON.stringify([{ qty: 1 }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: formBody([['lines', lines], ['meta', '{"a":1}'], ['qty', '2'], ['urgent', 'true'], ['note', 'null'], ['remark', '["x"]'], ['count', '3'], ['_json', 'lines, meta,qty,urgent,note']]),
      headers: { 'content-type': FORM },
    });
    expect(res.json()).toEqual({ lines: [{ qty: 1 }], meta: { a: 1 }, qty: 2, urgent: true, note: null, remark: '["x"]', count: '3' });
  });

  it('refuses decoded JSON nested past the body depth bound, as a JSON body would be', async () => {
    const deep = '['.repeat(200) + ']'.repeat(200);
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: formBody([['items', deep]]), headers: { 'content-type': FORM } });
    expect(res.statusCode).toBe(400);
  });
});
