// Lookups of the customer module for pickers on other screens (any signed-in user, active rows):
//   GET /api/v1/bg/user                      the signed-in user's business groups (their data scope;
//                                            all active ones when the user is not restricted)
//   GET /api/v1/end_customer/codes           EC codes        [{ value: ec_code, label: "code name" }]
//   GET /api/v1/end_customer/names           names           [{ value: name, label: name, ec_code }]
//   GET /api/v1/end_customer/fb_ec_names     FB EC names     [{ value, label }]; with ?ec_code= the
//                                            FB EC name of that code: { ec_code, fb_ec_name }
//   GET /api/v1/end_customer/fb_ec_code      ?fb_ec_name= the EC codes under that FB EC name
// All take `keyword` and `limit` as the common lookups do (server/modules/system/lookups/options.ts).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { fieldError } from '../../../records/request';
import { escapeLike, lookupQuery, textParam } from '../../system/lookups/options';
import { customerText } from './messages';

type Ec = { ec_code: string; name: string; fb_ec_name: string | null };

export function registerCustomerLookups(app: FastifyInstance, ctx: FeatureContext) {
  const signedIn = access('signedIn');
  const like = (keyword: string | undefined) => (keyword ? `%${escapeLike(keyword)}%` : undefined);

  app.get('/api/v1/bg/user', signedIn, async (req) => {
    const own = sql`select ref_id from user_data_scope where user_id = ${req.user!.id} and scope = 'bg'`;
    const rows = await sql<{ id: number; code: string; name: string }>`
      select id, code, name from bg where status = 'active' and (not exists (${own}) or id in (${own})) order by code`.execute(ctx.db);
    const list = rows.rows.map((r) => ({ id: Number(r.id), code: r.code, name: r.name }));
    return ok({ list, total: list.length });
  });

  const endCustomers = async (keyword: string | undefined, columns: string[], limit: number) => {
    const k = like(keyword);
    const match = k ? sql`and (${sql.join(columns.map((c) => sql`${sql.ref(c)} ilike ${k}`), sql` or `)})` : sql``;
    return (await sql<Ec>`select ec_code, name, fb_ec_name from end_customer where status = 'active' ${match} order by ec_code limit ${limit}`.execute(ctx.db)).rows;
  };

  app.get('/api/v1/end_customer/codes', signedIn, async (req) => {
    const q = lookupQuery(req);
    return ok((await endCustomers(q.keyword, ['ec_code', 'name'], q.limit)).map((r) => ({ value: r.ec_code, label: `${r.ec_code} ${r.name}` })));
  });

  app.get('/api/v1/end_customer/names', signedIn, async (req) => {
    const q = lookupQuery(req);
    return ok((await endCustomers(q.keyword, ['name'], q.limit)).map((r) => ({ value: r.name, label: r.name, ec_code: r.ec_code })));
  });

  app.get('/api/v1/end_customer/fb_ec_names', signedIn, async (req) => {
    const q = lookupQuery(req);
    const code = textParam(req, 'ec_code');
    if (code !== undefined) {
      const row = (await sql<Ec>`select ec_code, name, fb_ec_name from end_customer where ec_code = ${code.toUpperCase()}`.execute(ctx.db)).rows[0];
      if (!row) throw new ApiError(404, customerText(q.locale, 'unknownEcCode', { code }));
      return ok({ ec_code: row.ec_code, fb_ec_name: row.fb_ec_name });
    }
    const k = like(q.keyword);
    const rows = await sql<{ fb_ec_name: string }>`
      select distinct fb_ec_name from end_customer where status = 'active' and fb_ec_name is not null ${k ? sql`and fb_ec_name ilike ${k}` : sql``}
      order by fb_ec_name limit ${q.limit}`.execute(ctx.db);
    return ok(rows.rows.map((r) => ({ value: r.fb_ec_name, label: r.fb_ec_name })));
  });

  app.get('/api/v1/end_customer/fb_ec_code', signedIn, async (req) => {
    const q = lookupQuery(req);
    const name = textParam(req, 'fb_ec_name');
    if (name === undefined) throw fieldError('fb_ec_name', customerText(q.locale, 'paramRequired', { param: 'fb_ec_name' }));
    const rows = await sql<Ec>`select ec_code, name, fb_ec_name from end_customer where status = 'active' and fb_ec_name = ${name} order by ec_code limit ${q.limit}`.execute(ctx.db);
    return ok(rows.rows.map((r) => ({ value: r.ec_code, label: `${r.ec_code} ${r.name}` })));
  });
}
