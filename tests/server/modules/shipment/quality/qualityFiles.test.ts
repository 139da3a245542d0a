// Quality certificates: a document uploaded comes back byte for byte; only real PDF/PNG/JPEG files are
// taken; voiding is all-or-nothing and keeps a void certificate's document; the screen's permission
// guards every call. SAP purchases: the import engine, all rows or none.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { multipart, readXlsx, xlsxFile } from '../../master/upload';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really an image, but it starts as one')]);

describe('quality certificates and SAP purchases', () => {
  let s: TestServer;
  let admin: string;
  let viewer: string;
  let cert: { id: number; version: number };
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    viewer = await s.login('viewer');
    const material = (await sql<{ id: number }>`select id from material order by id limit 1`.execute(s.database.db)).rows[0].id;
    const made = await s.call({ method: 'POST', url: '/api/v2/quality-assurance', token: admin, payload: { cert_no: 'QA-T1', cert_type: 'coc', material_id: Number(material), issued_on: '2026-10-01' } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    cert = made.body.data as typeof cert;
    expect(made.body.data).toMatchObject({ status: 'valid', document: null });
  }, 60_000);
  afterAll(() => s.close());

  const upload = (id: number, name: string, type: string, data: Buffer, token = admin) => s.call({ method: 'POST', url: `/api/v2/quality-assurance/file/${id}`, token, ...multipart({ name, type, data }) });
  const download = (id: number, token = admin) => s.app.inject({ method: 'GET', url: `/api/v2/quality-assurance/file/download?id=${id}`, headers: { authorization: `Bearer ${token}` } });

  it('stores an uploaded document and gives the same bytes back', async () => {
    expect((await download(cert.id)).statusCode).toBe(404);
    const res = await upload(cert.id, 'scan 证书.png', 'image/png', PNG);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ document: { name: 'scan 证书.png', size: PNG.length, type: 'image/png' } });
    const back = await download(cert.id);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.rawPayload, PNG)).toBe(0);
    expect(back.headers['content-disposition']).toBe(`attachment; filename="scan __.png"; filename*=UTF-8''scan%20%E8%AF%81%E4%B9%A6.png`);
  });

  it('refuses a file that is not a PDF, PNG or JPEG whatever its name, keeping the stored one', async () => {
    const res = await upload(cert.id, 'fake.pdf', 'application/pdf', Buffer.from('hello, I am text'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'file', message: 'fake.pdf is not a PDF, PNG or JPEG document' }]);
    expect(Buffer.compare((await download(cert.id)).rawPayload, PNG)).toBe(0);
  });

  it('guards every call with the screen permission', async () => {
    expect((await download(cert.id, viewer)).statusCode).toBe(403);
    expect((await upload(cert.id, 'a.png', 'image/png', PNG, viewer)).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: '/api/v2/quality-assurance/status', token: viewer, payload: { ids: [cert.id] } })).status).toBe(403);
  });

  it('voids certificates all or none, and keeps a void one closed to uploads', async () => {
    const missing = await s.call({ method: 'DELETE', url: '/api/v2/quality-assurance/status', token: admin, payload: { ids: [cert.id, 999999] } });
    expect(missing.status).toBe(404);
    expect((await sql<{ status: string }>`select status from quality_assurance where id = ${cert.id}`.execute(s.database.db)).rows[0].status).toBe('valid');
    const res = await s.call({ method: 'DELETE', url: '/api/v2/quality-assurance/status', token: admin, payload: { ids: [cert.id] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ voided: [cert.id], skipped: [] });
    expect((await upload(cert.id, 'b.png', 'image/png', PNG)).status).toBe(409);
    expect((await download(cert.id)).statusCode).toBe(200);
  });

  it('imports SAP purchase lines all or nothing, naming the bad row', async () => {
    const template = await s.app.inject({ method: 'GET', url: '/api/v2/sap-purchase/template', headers: { authorization: `Bearer ${admin}` } });
    const header = readXlsx(template.rawPayload)[0] as string[];
    const mpn = (await sql<{ mpn: string }>`select mpn from material order by id limit 1`.execute(s.database.db)).rows[0].mpn;
    const line = { 'PO no.': '4599000001', 'PO item': 10, 'Vendor code': 'V1', MPN: mpn, Plant: 'SZ01', Quantity: 100, 'Unit price': '0.1234', Currency: 'USD', 'Document date': '2026-10-02' };
    const row = (v: Record<string, unknown>) => header.map((h) => v[h] ?? null);
    const send = (rows: unknown[][]) => s.call({ method: 'POST', url: '/api/v2/sap-purchase/import', token: admin, ...multipart(xlsxFile([header, ...rows])) });
    const before = await s.count('sap_purchase');
    const bad = await send([row(line), row({ ...line, 'PO item': 20, 'Unit price': '0.12345' })]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject([{ row: 3, field: 'unit_price' }]);
    expect(await s.count('sap_purchase')).toBe(before);
    const ok = await send([row(line), row({ ...line, 'PO item': 20 })]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await s.count('sap_purchase')).toBe(before + 2);
    expect((await s.call({ method: 'POST', url: '/api/v2/sap-purchase/import', token: viewer, ...multipart(xlsxFile([header, row(line)])) })).status).toBe(403);
  });
});
