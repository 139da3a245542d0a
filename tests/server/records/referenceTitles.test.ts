// Reference titles come from the declarations the app serves, not from a global list: a test-only
// declaration referencing another test-only one answers with its title like the product's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/schema';
import { label, reference, text } from '../../../src/schema/fields';
import { TEST_BACKEND, startTestServer, type TestServer } from '../harness';

const access = { permissions: ['manage-bg'] };
const menu = { group: 'basic', section: 'customer', order: 99 } as const;
const site = defineResource({
  name: 'test_site',
  api: { base: '/api/test/site' },
  route: '/test/site',
  access,
  menu,
  label: label('Sites', '站点'),
  recordLabel: label('Site', '站点'),
  titleField: 'name',
  list: { columns: ['name'], search: ['name'], sort: { field: 'name', order: 'ASC' } },
  fields: { name: text(label('Name', '名称'), { required: true, maxBytes: 50 }) },
});
const visit = defineResource({
  name: 'test_site_visit',
  api: { base: '/api/test/site-visit' },
  route: '/test/siteVisit',
  access,
  menu,
  label: label('Site visits', '站点拜访'),
  recordLabel: label('Site visit', '站点拜访'),
  titleField: 'purpose',
  list: { columns: ['site_id', 'purpose'], search: ['purpose'], sort: { field: 'purpose', order: 'ASC' } },
  fields: {
    site_id: reference(label('Site', '站点'), 'test_site', { required: true }),
    purpose: text(label('Purpose', '目的'), { required: true, maxBytes: 50 }),
  },
});

describe('reference titles of the served declarations', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND, {}, [site, visit]);
  }, 180_000); // migrates and seeds afresh: slow on a busy machine
  afterAll(() => s.close());

  it('titles a reference to a test-only declaration in the answer and the list', async () => {
    const token = await s.login('admin');
    const created = await s.call({ method: 'POST', url: '/api/test/site', token, payload: { name: 'Harbour depot' } });
    expect(created.status).toBe(200);
    const siteId = (created.body.data as { id: number }).id;
    const saved = await s.call({ method: 'POST', url: '/api/test/site-visit', token, payload: { site_id: siteId, purpose: 'Audit' } });
    expect(saved.body.data).toMatchObject({ site_id: siteId, site_id__title: 'Harbour depot' });
    const list = await s.call({ method: 'GET', url: '/api/test/site-visit', token });
    expect((list.body.data as { list: unknown[] }).list).toEqual([expect.objectContaining({ purpose: 'Audit', site_id__title: 'Harbour depot' })]);
  });
});
