// The price check and lookups (read rule PRICE_CHECK_ACCESS: the price screens' and ASN users):
//   GET  /api/v2/price-ti/material-price/find?mpn&ec_code&plan_ship_date | ?mpn&cpn[&plan_ship_date][&fb]
//   GET  /api/v2/price-ti/lowest-price?mpn[&date]     (needs the DBP field right)
//   POST /api/v1/price/search { items: [{ mpn, cpn?, ec_code?, plan_ship_date? }] }
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRICE_CHECK_ACCESS, priceTi } from '../../../../src/resources/management/priceTi/model';
import type { Locale } from '../../../../src/schema';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryError, queryText } from '../../../http/params';
import { access, readWithCheck } from '../../../http/routeAccess';
import { guardOf } from '../../../fields/guard';
import { jsonBody } from '../../../records/request';
import { findPrices, findPricesJson, lowestPrices, type FindQuery } from './priceQuery';
import { isDate } from './priceInput';
import { priceText } from './messages';
import { businessToday } from '../../../time/businessDay';

const checkRule = { rule: PRICE_CHECK_ACCESS, action: 'read', what: { en: 'prices', zh: '价格' } } as const;
const rule = access(checkRule);
const MAX_LINES = 1000;

/** Today's business day (BUSINESS_TZ), not the UTC date (yesterday in China before 08:00). */
export const today = businessToday;

function queryDate(locale: Locale, param: string, raw: unknown): string | undefined {
  const text = one(raw)?.trim();
  if (!text) return undefined;
  if (!isDate(text)) throw queryError(locale, param, priceText(locale, 'date'));
  return text;
}

function refuseUnknown(locale: Locale, query: Record<string, unknown>, known: string[]) {
  const bad = Object.keys(query).find((k) => !known.includes(k));
  if (bad) throw queryError(locale, bad, priceText(locale, 'findNeeds'));
}

/** A find query from the query string or one search line; undefined fields are not filters. */
function findQuery(locale: Locale, src: Record<string, unknown>, at: (f: string) => string): FindQuery {
  const text = (f: string) => {
    const v = src[f];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' && typeof v !== 'number') throw queryError(locale, at(f), priceText(locale, 'text'));
    return queryText(locale, at(f), String(v));
  };
  const mpn = text('mpn');
  const ecCode = text('ec_code');
  const cpn = text('cpn');
  if (!mpn) throw queryError(locale, at('mpn'), priceText(locale, 'findNeeds'));
  const fb = src.fb === undefined || src.fb === '' ? false : src.fb === true || src.fb === 'true';
  if (src.fb !== undefined && src.fb !== '' && typeof src.fb !== 'boolean' && src.fb !== 'true' && src.fb !== 'false') throw queryError(locale, at('fb'), priceText(locale, 'bool'));
  return { mpn, ecCode, cpn, date: queryDate(locale, at('plan_ship_date'), src.plan_ship_date) ?? today(), fb };
}

/** The price check's statement from its query string: a 400 naming the parameter at fault. */
function findStatement(req: FastifyRequest) {
  const locale = req.locale;
  const query = req.query as Record<string, unknown>;
  refuseUnknown(locale, query, ['mpn', 'ec_code', 'cpn', 'plan_ship_date', 'fb']);
  const q = findQuery(locale, query, (f) => f);
  if (!q.ecCode && !q.cpn) throw queryError(locale, 'ec_code', priceText(locale, 'findNeeds'));
  return findPricesJson(q);
}

export function registerCheckRoutes(app: FastifyInstance, ctx: FeatureContext) {
  // The hottest read (every ASN line): the same answer for everyone allowed, so read in the caller's
  // check (in its session lookup's statement), as the database's JSON put into the envelope unparsed.
  app.get('/api/v2/price-ti/material-price/find', readWithCheck(checkRule, (req, beside) => beside(findStatement(req))), async (req, reply) => {
    const envelope = JSON.stringify(ok({ list: null }));
    return reply.type('application/json; charset=utf-8').send(envelope.replace('"list":null', () => `"list":${req.alongside as string}`));
  });

  app.get('/api/v2/price-ti/lowest-price', rule, async (req: FastifyRequest) => {
    const locale = req.locale;
    const query = req.query as Record<string, unknown>;
    refuseUnknown(locale, query, ['mpn', 'date']);
    // The lowest DBP is the cost itself: only for holders of the DBP's field right.
    if (guardOf(priceTi, req).denied.includes('dbp')) throw new ApiError(403, priceText(locale, 'noDbp'), [{ field: 'dbp', message: priceText(locale, 'noDbp') }]);
    const mpn = queryText(locale, 'mpn', query.mpn);
    if (!mpn) throw queryError(locale, 'mpn', priceText(locale, 'required'));
    const list = await lowestPrices(ctx.db, mpn, queryDate(locale, 'date', query.date) ?? today());
    return ok({ mpn, dbp: list[0]?.dbp ?? null, currency: list[0]?.currency ?? null, list });
  });

  app.post('/api/v1/price/search', rule, async (req) => {
    const locale = req.locale;
    const body = req.body;
    const items = Array.isArray(body) ? (body as unknown[]) : jsonBody(req).items;
    if (!Array.isArray(items) || items.length === 0 || items.length > MAX_LINES) {
      throw new ApiError(400, `items ${priceText(locale, 'items')}`, [{ field: 'items', message: priceText(locale, 'items') }]);
    }
    const queries = items.map((it, i) => {
      if (!it || typeof it !== 'object') throw queryError(locale, `items.${i}`, priceText(locale, 'items'));
      return findQuery(locale, it as Record<string, unknown>, (f) => `items.${i}.${f}`);
    });
    const list = [];
    for (const [i, q] of queries.entries()) {
      const rows = await findPrices(ctx.db, q);
      const best = rows[0]; // highest quote_price first
      list.push({
        index: i, mpn: q.mpn, cpn: q.cpn ?? null, ec_code: q.ecCode ?? null, plan_ship_date: q.date,
        found: Boolean(best),
        quote_price: best?.quote_price ?? null, srp: best?.srp ?? null, currency: best?.currency ?? null, price_id: best?.id ?? null,
        ...(best ? {} : { message: priceText(locale, 'noPrice') }),
      });
    }
    return ok({ list });
  });
}
