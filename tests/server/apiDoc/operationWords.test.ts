// The API documentation says what each operation does, in words from its declaration, instead of
// repeating its method and path: the list names its paging, keyword fields, filters and sort, the
// generic writes name the record, and module routes under a resource name that resource.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../harness';

type Operation = { summary?: string; description?: string };
type Doc = { paths: Record<string, Record<string, Operation>> };

describe('API documentation words', () => {
  let s: TestServer;
  let doc: Doc;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    const admin = await s.login('admin');
    doc = (await s.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { authorization: `Bearer ${admin}` } })).json() as Doc;
  });
  afterAll(() => s.close());

  it('never describes an operation by its own method and path', () => {
    const echoes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).filter(([method, op]) => !op.summary || op.summary.includes(path) || op.summary.startsWith(`${method.toUpperCase()} /`)).map(([method]) => `${method} ${path}`),
    );
    expect(echoes).toEqual([]);
  });

  it('describes a declared resource from its declaration', () => {
    const bg = doc.paths['/api/v1/bg'];
    expect(bg.get.summary).toBe('List business groups');
    expect(bg.get.description).toMatch(/^List business groups, a page at a time \(page, size\), searched by keyword in .+, with filters on .+/);
    expect(bg.post.summary).toBe('Create a business group');
    expect(doc.paths['/api/v1/bg/{id}'].put.summary).toBe('Update a business group');
    expect(doc.paths['/api/v1/bg/import']?.post.summary).toBe('Import business groups from a spreadsheet');
    expect(doc.paths['/api/v1/bg/export']?.get.summary).toBe('Export business groups as a spreadsheet');
  });

  it('names transitions by their label and module routes by their resource', () => {
    expect(doc.paths['/api/v2/850/send'].post).toMatchObject({ summary: 'Send 855: one or more EDI 850 purchase orders', description: expect.stringContaining('received → sent') });
    expect(doc.paths['/api/v2/850/{id}/lines'].put.summary).toBe('Save an EDI 850 purchase order with its items');
    expect(doc.paths['/api/v2/850/export'].post.summary).toBe('EDI 850 purchase orders: export');
  });
});
