// Multipart bodies reach only the routes that take them, and only after the caller's access is
// checked: the bodies here come from streams the test controls, so "never read" is counted in bytes.
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_LIMIT } from '../../../server/app';
import { UPLOAD_QUEUE, UPLOAD_RETRY_SECONDS, UPLOAD_SLOTS } from '../../../server/http/uploadSlots';
import { BACKENDS, startTestServer, type TestServer } from '../harness';
import { xlsxFile, XLSX_TYPE } from '../modules/master/upload';

const IMPORT = '/api/v1/ship/customer/import';
const CUSTOMERS = '/api/v1/ship/customer';
const BOUNDARY = '----test-boundary-7f3a';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const MB = 1024 * 1024;

const fileHead = (name = 'big.xlsx') =>
  Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${XLSX_TYPE}\r\n\r\n`);
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A body of `head`, `size` filler bytes and `tail`, produced only as the server reads it. */
function countedBody(head: Buffer, size: number, tail: Buffer = closing) {
  let pulled = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  async function* produce() {
    pulled += head.length;
    yield head;
    for (let sent = 0; sent < size; sent += chunk.length) {
      pulled += chunk.length;
      yield chunk;
    }
    pulled += tail.length;
    yield tail;
  }
  return { stream: Readable.from(produce(), { objectMode: false }), pulled: () => pulled };
}

describe.each(BACKENDS)('multipart bodies on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
    viewer = await s.login('viewer');
  });
  afterAll(() => s?.close());

  const send = (url: string, payload: Readable | Buffer | string, contentType: string, token?: string, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
    s.call({ method, url, token, payload, headers: { 'content-type': contentType } });

  it('refuses multipart on a JSON-only route (a PUT or DELETE that takes none) with 415, before reading it', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="', `multipart/form-data; boundary=${'x'.repeat(300)}`, FORM]) {
      const body = countedBody(Buffer.from('garbage'), 8 * MB, Buffer.alloc(0));
      const remove = await send(`${CUSTOMERS}/1`, body.stream, type, admin, 'DELETE');
      expect(remove.status, type).toBe(415);
      expect(remove.body.message).toMatch(/JSON/);
      expect(body.pulled()).toBeLessThan(2 * MB);
    }
    const zh = await s.call({ method: 'DELETE', url: `${CUSTOMERS}/1`, token: admin, payload: 'x', headers: { 'content-type': 'multipart/form-data', 'accept-language': 'zh-CN' } });
    expect(zh.body.message).toContain('JSON');
    expect(zh.body.message).toContain('只接受');
  });

  it('answers an anonymous or unprivileged upload 401/403 without reading its body', async () => {
    // Five 19 MB files, as the attack sent them: the answer comes after a few chunks, not 95 MB.
    for (const [token, status] of [[undefined, 401], [viewer, 403]] as const) {
      const body = countedBody(fileHead(), 95 * MB);
      const res = await send(IMPORT, body.stream, FORM, token);
      expect(res.status).toBe(status);
      expect(body.pulled()).toBeLessThan(2 * MB);
    }
    // A body that could not even be parsed: still the access answer, since nothing parsed it.
    expect((await send(IMPORT, 'not multipart at all', 'multipart/form-data; boundary=', undefined)).status).toBe(401);
    expect((await send('/api/v1/materialSub/upload/qualified', 'junk', 'multipart/form-data', viewer)).status).toBe(403);
  });

  it('answers an anonymous multipart form (create, update) 401 without reading it', async () => {
    for (const [method, url] of [['POST', CUSTOMERS], ['PUT', `${CUSTOMERS}/1`]] as const) {
      const body = countedBody(Buffer.from('junk, no boundary in it'), 20 * MB, Buffer.alloc(0));
      const res = await send(url, body.stream, 'multipart/form-data', undefined, method);
      expect(res.status).toBe(401);
      expect(body.pulled()).toBeLessThan(2 * MB);
    }
  });

  it('refuses a malformed multipart body on an upload route with 400', async () => {
    const missing = await send(IMPORT, 'x', 'multipart/form-data', admin);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'content-type' })]);
    const garbage = await send(IMPORT, 'no boundary anywhere in this body', FORM, admin);
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toMatch(/multipart/);
    const cut = await send(IMPORT, Buffer.concat([fileHead(), Buffer.from('PK')]), FORM, admin);
    expect(cut.status).toBe(400);
    const twoFiles = Buffer.concat([fileHead('a.xlsx'), Buffer.from('PK\r\n'), fileHead('b.xlsx'), Buffer.from('PK'), closing]);
    const two = await send(IMPORT, twoFiles, FORM, admin);
    expect(two.status).toBe(400);
    expect(two.body.errors).toEqual([expect.objectContaining({ field: 'file' })]);
  });

  it('refuses an oversize file with 413, reading no more than the cap', async () => {
    const body = countedBody(fileHead(), FILE_LIMIT + 20 * MB);
    const res = await send(IMPORT, body.stream, FORM, admin);
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'file' })]);
    expect(body.pulled()).toBeLessThan(FILE_LIMIT + 2 * MB);
  });

  it('still imports a file, and still creates from form fields; a file in a form is a 400 naming it', async () => {
    const file = xlsxFile([['Customer no.', 'Customer name', 'Business group', 'Selling entity', 'Payment term'], ['MP-1', 'Multipart', 'AUTO', 'SZ01', 'NET60']]);
    const payload = Buffer.concat([Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="note"\r\n\r\nhi\r\n`), fileHead('c.xlsx'), file.data, closing]);
    const imported = await send(IMPORT, payload, FORM, admin);
    expect(imported.status).toBe(200);
    const withFile = Buffer.concat([Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="code"\r\n\r\nMP-2\r\n`), fileHead('photo.png'), Buffer.from('x'), closing]);
    const refused = await send(CUSTOMERS, withFile, FORM, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'file' })]);
  });

  it('keeps concurrent uploads bounded: past the slots and the queue, 429 (busy, not signed out) with Retry-After', async () => {
    const held = Array.from({ length: UPLOAD_SLOTS + UPLOAD_QUEUE }, () => {
      const stream = new PassThrough();
      stream.write(fileHead());
      return { stream, answer: send(IMPORT, stream, FORM, admin) };
    });
    // Wait until every held upload holds a slot or a place in the queue (a fixed pause raced a busy machine).
    await expect.poll(() => s.app.uploadSlots.inUse + s.app.uploadSlots.queued, { timeout: 20_000 }).toBe(UPLOAD_SLOTS + UPLOAD_QUEUE);
    const res = await s.app.inject({ method: 'POST', url: IMPORT, payload: fileHead(), headers: { 'content-type': FORM, authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(UPLOAD_RETRY_SECONDS));
    expect(res.json().message).toMatch(/busy/);
    for (const h of held) h.stream.end(Buffer.concat([Buffer.from('not a spreadsheet'), closing]));
    const answers = await Promise.all(held.map((h) => h.answer));
    expect(answers.map((a) => a.status)).toEqual(held.map(() => 415));
  });
});
