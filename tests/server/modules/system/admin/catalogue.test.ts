// The permission catalogue: derived from the spec's routes, in the database, served grouped.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_PERMISSIONS } from '../../../../../server/modules/system/admin/catalogue';
import { catalogueModule, type SpecRouteLike } from '../../../../../server/modules/system/admin/catalogue/derive';
import { ensureCatalogue } from '../../../../../server/modules/system/admin/permissionRoutes';
import { openPGlite } from '../../../../../server/db/connect';
import { migrate } from '../../../../../server/db/migrate';
import { resources } from '../../../../../src/resources/declarations';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { serverModules } from '../../../../../server/app';

/**
 * The spec's permissions and those the declarations bring: a screen of the product's own (`own`)
 * names its own, and a spec screen may add its own write permission (words in its permissions.ts).
 */
const CATALOGUE = [...new Set([...SPEC_PERMISSIONS, ...resources.flatMap((r) => [...r.access.permissions, ...(r.access.write ?? [])])])].sort();

const specRoutes = () =>
  (JSON.parse(readFileSync(resolve(__dirname, '../../../../../docs/spec/routes.json'), 'utf8')) as { routes: SpecRouteLike[] }).routes;

describe('the committed catalogue', () => {
  it('is what routes.json gives (regenerate with npx tsx server/modules/system/admin/catalogue/generate.ts)', () => {
    const committed = readFileSync(resolve(__dirname, '../../../../../server/modules/system/admin/catalogue/specCatalogue.ts'), 'utf8');
    expect(committed).toBe(catalogueModule(specRoutes()));
  });

  it('holds every permission of every route and every declaration, once', () => {
    const names = new Set(SPEC_PERMISSIONS);
    expect(names.size).toBe(SPEC_PERMISSIONS.length);
    for (const r of specRoutes()) for (const p of [...(r.permissions ?? []), ...(r.menuPermissions ?? []), ...(r.suggestedPermissions ?? [])]) expect(names).toContain(p);
    // A spec screen is read under the spec's rule; only a screen of the product's own (`own`) brings
    // a read permission the spec does not have (a write permission of its own is worded in permissions.ts).
    for (const d of resources.filter((r) => !r.own)) for (const p of d.access.permissions) expect(names).toContain(p);
    expect(names).toContain('admin-user');
    expect(names).toContain('switch-user');
  });

  it('is put into a database that was never seeded', async () => {
    const database = await openPGlite('memory://');
    try {
      await migrate(database.db, resources, serverModules);
      await ensureCatalogue(database.db, resources);
      await ensureCatalogue(database.db, resources);
      const rows = await database.db.selectFrom('permissions').select('name').execute();
      expect(rows.map((r) => r.name).sort()).toEqual(CATALOGUE);
    } finally {
      await database.close();
    }
  }, 120_000); // a fresh migration: 22–42 s on a busy two-core machine
});

describe.each(BACKENDS)('GET /api/v1/permission on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('lists every permission with its menu group, for user and role administrators', async () => {
    for (const name of ['admin', 'op']) {
      const res = await s.call({ method: 'GET', url: '/api/v1/permission', token: await s.login(name) });
      expect(res.status).toBe(200);
      const list = (res.body.data as { list: { name: string; group: string }[] }).list;
      expect(list.map((p) => p.name).sort()).toEqual(CATALOGUE);
      expect(list.find((p) => p.name === 'admin-user')?.group).toBe('system');
      expect(list.find((p) => p.name === 'manage-bg')?.group).toBe('basic');
      // The product's own permission, in its screen's menu group.
      expect(list.find((p) => p.name === 'manage-supplier-visit')?.group).toBe('basic');
    }
  });

  it('is refused to users who administer neither', async () => {
    expect((await s.call({ method: 'GET', url: '/api/v1/permission', token: await s.login('manager') })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/permission' })).status).toBe(401);
  });
});
