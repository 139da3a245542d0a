// The material import template's example row reads like a real part (a believable MPN, package, HTS
// code and ECCN that pass the material's own rules), and an untouched template still imports nothing.
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, xlsxFile } from '../../master/upload';

const BASE = '/api/v2/material/info';

describe.each(BACKENDS)('material import template (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
  });
  afterAll(() => s.close());

  const template = async () => {
    const res = await s.app.inject({ method: 'GET', url: `${BASE}/template?format=xlsx`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
  };

  it('shows a believable part, not EXAMPLE-01', async () => {
    const [header, example] = await template();
    const cell = (label: string) => example[(header as string[]).indexOf(label)];
    expect(cell('MPN')).toBe('TPS62A02DRLR');
    expect(cell('HTS code')).toMatch(/^8542\.\d{2}\.\d{4}$/);
    expect(cell('ECCN')).toBe('EAR99');
    expect(cell('Package')).toBe('SOT-563');
    expect(cell('Lifecycle')).toBe('Active');
    expect(cell('RoHS compliant')).toBe(true);
    expect(JSON.stringify(example)).not.toContain('EXAMPLE-01');
  });

  it('an untouched template imports nothing', async () => {
    const rows = await template();
    const { payload, headers } = multipart(xlsxFile(rows as unknown[][], 'material_template.xlsx'));
    const res = await s.call({ method: 'POST', url: `${BASE}/import`, token: admin, payload, headers });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('example row');
  });
});
