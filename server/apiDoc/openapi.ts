// Builds the OpenAPI 3 document: each declaration's CRUD paths with a schema from its fields
// (kinds and validation), then every other registered route from Fastify's route list. It lists only
// what the router answers (tests/server/apiDoc/documentMatchesRouter.test.ts holds both directions).
import { kindOf, type Field, type ResourceDeclaration } from '../../src/schema';
import { declaredWords, routeWords, type OperationWords } from './operationWords';
import type { RegisteredRoute } from './routeList';

type Schema = Record<string, unknown>;

export function fieldSchema(field: Field): Schema {
  const f = field as Field & Record<string, unknown>;
  const out: Schema = { ...kindOf(field).openApi(field), title: field.label.en, description: field.label.zh, 'x-kind': field.kind };
  if (typeof f.maxBytes === 'number') out['x-maxBytes'] = f.maxBytes;
  if (typeof f.minLength === 'number') out.minLength = f.minLength;
  if (typeof f.min === 'number') out.minimum = f.min;
  if (typeof f.max === 'number') out.maximum = f.max;
  if (typeof f.reference === 'string') out['x-reference'] = f.reference;
  if (field.readOnly) out.readOnly = true;
  if (field.unique) out['x-unique'] = true;
  return out;
}

function recordSchema(decl: ResourceDeclaration): Schema {
  const required = Object.entries(decl.fields).filter(([, f]) => f.required && !f.readOnly).map(([name]) => name);
  const properties: Schema = { id: { type: 'integer', readOnly: true } };
  for (const [name, field] of Object.entries(decl.fields)) properties[name] = fieldSchema(field);
  return { type: 'object', title: decl.recordLabel.en, properties, ...(required.length ? { required } : {}) };
}

const envelope = (data: Schema): Schema => ({
  type: 'object',
  properties: { code: { type: 'integer', example: 0 }, message: { type: 'string' }, data },
});
const answer = (description: string, data: Schema = {}) => ({ description, content: { 'application/json': { schema: envelope(data) } } });
const refusals = { 400: { description: 'Bad input (errors name the field)' }, 401: { description: 'Not signed in' }, 403: { description: 'No permission' } };

function declarationPaths(decl: ResourceDeclaration, words: Map<string, OperationWords>): Record<string, Record<string, Schema>> {
  const ref = { $ref: `#/components/schemas/${decl.name}` };
  const tags = [decl.label.en];
  const access = `Read: any of ${decl.access.permissions.join(', ') || '(signed in)'}${decl.access.roles?.length ? `; roles ${decl.access.roles.join(', ')}` : ''}`;
  const body = { required: true, content: { 'application/json': { schema: ref } } };
  const id = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }];
  const paging = ['page', 'size'].map((name) => ({ name, in: 'query', schema: { type: 'integer', minimum: 1 } }));
  const said = (method: string, path: string) => words.get(`${method} ${path}`)!;
  const query = [...paging, { name: 'keyword', in: 'query', schema: { type: 'string' }, description: `Searches ${decl.list.search.join(', ')}` }];
  return {
    [decl.api.base]: {
      get: { tags, summary: said('GET', decl.api.base).summary, description: `${said('GET', decl.api.base).description} ${access}.`, parameters: query, responses: { 200: answer('A page', { type: 'object', properties: { list: { type: 'array', items: ref }, total: { type: 'integer' } } }), ...refusals } },
      // A workflow-made record (create: false) and a report have no generic create.
      ...(decl.report || decl.create === false ? {} : { post: { tags, ...said('POST', decl.api.base), requestBody: body, responses: { 200: answer('Created', ref), ...refusals } } }),
    },
    [`${decl.api.base}/{id}`]: {
      get: { tags, ...said('GET', `${decl.api.base}/{id}`), parameters: id, responses: { 200: answer('The record', ref), ...refusals, 404: { description: 'No such record' } } },
      put: { tags, ...said('PUT', `${decl.api.base}/{id}`), parameters: id, requestBody: body, responses: { 200: answer('Updated', ref), ...refusals } },
      delete: { tags, ...said('DELETE', `${decl.api.base}/{id}`), parameters: id, responses: { 200: answer('Deleted'), ...refusals } },
    },
  };
}

export function buildOpenApi(resources: ResourceDeclaration[], routes: RegisteredRoute[], version: string): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  const schemas: Schema = {};
  const words = declaredWords(resources);
  // Only what the router answers: a report has no PUT or DELETE, whatever a declaration's shape suggests.
  const served = new Set(routes.map((r) => `${r.method.toLowerCase()} ${r.path}`));
  for (const decl of resources) {
    schemas[decl.name] = recordSchema(decl);
    for (const [path, ops] of Object.entries(declarationPaths(decl, words))) {
      const existing = Object.entries(ops).filter(([method]) => served.has(`${method} ${path}`));
      if (existing.length) paths[path] = { ...paths[path], ...Object.fromEntries(existing) };
    }
  }
  // Hand-written routes (and declaration extras such as import/export) from the live route list.
  for (const r of routes) {
    if (!r.path.startsWith('/api/')) continue;
    const method = r.method.toLowerCase();
    if (paths[r.path]?.[method]) continue;
    const parameters = [...r.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    paths[r.path] = { ...paths[r.path], [method]: { tags: [r.path.split('/')[3] ?? 'api'], ...(words.get(`${r.method} ${r.path}`) ?? routeWords(resources, r.method, r.path)), parameters, responses: { 200: answer('Success'), 401: refusals[401] } } };
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.0.3',
    info: { title: 'Distribution Admin API', version, description: 'Answers use the code-0 envelope {code, message, data}; failures carry the HTTP status as code.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas },
    security: [{ bearer: [] }],
    paths: sorted,
  };
}
