// The spec's v1 material calls (document 2, "Material"): the same resource as /api/v2/material/info,
// under another base. They are the generic routes of the material declaration registered again on
// that base, so list parameters, validation, access, versions and events are the v2 ones:
//   GET /api/v1/material, GET/PUT/DELETE /api/v1/material/{id}, POST /api/v1/material/info/import.
// POST /api/v1/material/{id} is written beside PUT with nothing to set it apart: it updates too.
// (Registering the generic set also answers POST /api/v1/material (create) and
// GET /api/v1/material/info/template, as on v2.)
import type { FastifyInstance } from 'fastify';
import { getResource } from '../../../../src/resources/declarations';
import type { ResourceDeclaration } from '../../../../src/schema';
import { registerCrudRoutes } from '../../../records/routes';
import type { FeatureContext } from '../../../featureContext';
import { registerImportExportRoutes } from '../../../importExport/routes';
import { registerMaterialFilterRoute } from './filterRoute';

export const V1_BASE = '/api/v1/material';

export async function registerMaterialV1Routes(app: FastifyInstance, ctx: FeatureContext) {
  const material = getResource('material');
  const crudContext = { db: ctx.db, authenticate: ctx.authenticate, labelOfTable: ctx.labelOfTable };
  await app.register(async (scope) => {
    // Same table and events (the declaration's name), another base.
    const v1: ResourceDeclaration = { ...material, api: { ...material.api, base: V1_BASE } };
    scope.addHook('onRoute', (route) => {
      if (route.url === `${V1_BASE}/:id` && route.method === 'PUT') route.method = ['PUT', 'POST'];
    });
    registerCrudRoutes(scope, v1, crudContext);
    const importOnly: ResourceDeclaration = { ...material, api: { ...material.api, base: `${V1_BASE}/info` }, importExport: { import: true, export: false } };
    registerImportExportRoutes(scope, importOnly, { ...crudContext, resources: ctx.resources });
  });
  registerMaterialFilterRoute(app, ctx, material);
}
