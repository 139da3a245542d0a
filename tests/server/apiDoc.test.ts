// The API documentation against the real server: every declaration's list path and fields are
// documented, hand-written routes appear from the live route list, and only api-doc may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/declarations';
import { startTestServer, TEST_BACKEND, type TestServer } from './harness';

type Doc = { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { properties: Record<string, { 'x-kind': string; 'x-maxBytes'?: number }>; required?: string[] }> } };

describe('API documentation', () => {
  let s: TestServer;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    viewer = await s.login('viewer');
  });
  afterAll(() => s.close());

  const openapi = async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    return res.json() as Doc;
  };

  it('refuses without a token (401) and without api-doc (403), for JSON, ticket and page', async () => {
    expect((await s.call({ method: 'GET', url: '/api/v1/openapi.json' })).status).toBe(401);
    expect((await s.call({ method: 'GET', url: '/api/v1/openapi.json', token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v1/doc/ticket' })).status).toBe(401);
    expect((await s.call({ method: 'POST', url: '/api/v1/doc/ticket', token: viewer })).status).toBe(403);
    const page = await s.app.inject({ method: 'GET', url: '/doc' });
    expect(page.statusCode).toBe(401);
    expect(page.body).not.toContain('/api/v1/bg');
    expect((await s.app.inject({ method: 'GET', url: '/doc?ticket=1.99999999999999.forged' })).statusCode).toBe(401);
  });

  it('documents every declaration: list path, record path and each field with its kind', async () => {
    const doc = await openapi();
    expect(doc.openapi).toMatch(/^3\./);
    for (const decl of resources) {
      expect(doc.paths[decl.api.base]?.get, decl.api.base).toBeTruthy();
      // A report is read-only: its record path is documented for GET only (it answers nothing else).
      if (decl.report) expect(Object.keys(doc.paths[`${decl.api.base}/{id}`] ?? {}), decl.api.base).toEqual(['get']);
      else expect(doc.paths[`${decl.api.base}/{id}`]?.put, decl.api.base).toBeTruthy();
      const schema = doc.components.schemas[decl.name];
      for (const [name, field] of Object.entries(decl.fields)) {
        expect(schema.properties[name]?.['x-kind'], `${decl.name}.${name}`).toBe(field.kind);
        if ('maxBytes' in field && field.kind === 'text') expect(schema.properties[name]['x-maxBytes']).toBe(field.maxBytes);
      }
    }
  });

  it('lists hand-written routes from the server itself', async () => {
    const doc = await openapi();
    expect(doc.paths['/api/v1/notification']).toHaveProperty('get');
    expect(doc.paths['/api/v1/notification']).toHaveProperty('put');
    expect(doc.paths['/api/v1/notification/role/{id}']).toHaveProperty('post');
    expect(doc.paths['/api/v1/auth/login']).toHaveProperty('post');
  });

  it('opens the readable page with a ticket from an authenticated call, for that user only', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v1/doc/ticket', token: admin });
    expect(res.status).toBe(200);
    const { url, ticket } = res.body.data as { url: string; ticket: string };
    expect(url).not.toContain(admin);
    const page = await s.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/v1/notification/user/{id}');
    const first = resources[0];
    expect(page.body).toContain(first.api.base);
    expect(page.body).not.toContain('<script');
    // A tampered ticket (another user's id with this signature) is refused.
    const [, expires, signature] = ticket.split('.');
    expect((await s.app.inject({ method: 'GET', url: `/doc?ticket=4242.${expires}.${signature}` })).statusCode).toBe(401);
  });
});
