// The material price view and the changed-prices feed:
//   GET /api/v2/price-ti/material-price?page&size&mpn&ec_code&cpn&currency&date   (manage/view-material-price)
//   GET /api/v2/price-ti/material-price/export?format=xlsx|csv&(same filters)     (the same rule)
//   GET /api/v2/price-ti/get-price-updated?since=ISO&page&size                     (the price check's readers)
// The DBP (cost) leaves every answer and export of a user without its field right.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MATERIAL_PRICE_BASE } from '../../../../src/resources/management/priceTi/model/wire';
import { MATERIAL_PRICE_ACCESS, PRICE_CHECK_ACCESS, priceTi } from '../../../../src/resources/management/priceTi/model';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryError, queryInstant, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { guardOf } from '../../../fields/guard';
import { MAX_EXPORT_ROWS } from '../../../importExport/limits';
import { ieText } from '../../../importExport/messages';
import { writeCsv, writeXlsx, type FileFormat } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { materialPrices, pricesUpdatedSince, type MaterialPriceFilter, type PriceRow } from './priceQuery';
import { today } from './checkRoutes';
import { isDate } from './priceInput';
import { priceText } from './messages';

const BASE = MATERIAL_PRICE_BASE;
const viewRule = access({ rule: MATERIAL_PRICE_ACCESS, action: 'read', what: { en: 'material prices', zh: '物料价格' } });
const feedRule = access({ rule: PRICE_CHECK_ACCESS, action: 'read', what: { en: 'prices', zh: '价格' } });
const FILTERS = ['mpn', 'ec_code', 'cpn', 'currency', 'date'];

function filterOf(req: FastifyRequest, extra: string[]): MaterialPriceFilter {
  const locale = req.locale;
  const query = req.query as Record<string, unknown>;
  const bad = Object.keys(query).find((k) => ![...FILTERS, ...extra].includes(k));
  if (bad) throw queryError(locale, bad, `${[...FILTERS, ...extra].join(', ')}`);
  const date = queryText(locale, 'date', query.date);
  if (date !== undefined && !isDate(date)) throw queryError(locale, 'date', priceText(locale, 'date'));
  return {
    date: date ?? today(),
    mpn: queryText(locale, 'mpn', query.mpn),
    ecCode: queryText(locale, 'ec_code', query.ec_code),
    cpn: queryText(locale, 'cpn', query.cpn),
    currency: queryText(locale, 'currency', query.currency)?.toUpperCase(),
  };
}

/** Rows without the fields the caller may not see (the DBP without its right). */
const visible = (req: FastifyRequest, rows: PriceRow[]) => guardOf(priceTi, req).rows(rows as unknown as Record<string, unknown>[]);

function sendSheet(reply: FastifyReply, format: FileFormat, data: Buffer) {
  const name = `material_price_${today().replace(/-/g, '_')}.${format}`;
  return sendWorkbook(reply, name, data, format);
}

export function registerViewRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get(BASE, viewRule, async (req) => {
    const filter = filterOf(req, ['page', 'size']);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    const { list, total } = await materialPrices(ctx.db, filter, size, (page - 1) * size);
    return ok({ list: visible(req, list), total, page, size });
  });

  app.get(`${BASE}/export`, viewRule, async (req, reply) => {
    const locale = req.locale;
    const format = (one((req.query as Record<string, unknown>).format) ?? 'xlsx') as FileFormat;
    if (format !== 'xlsx' && format !== 'csv') throw queryError(locale, 'format', ieText(locale, 'badFormat'));
    const { list, total } = await materialPrices(ctx.db, filterOf(req, ['format']), MAX_EXPORT_ROWS, 0);
    if (total > MAX_EXPORT_ROWS) throw new ApiError(400, ieText(locale, 'tooManyExportRows', { count: total, max: MAX_EXPORT_ROWS }));
    const showDbp = !guardOf(priceTi, req).denied.includes('dbp');
    const keep = (cells: unknown[]) => cells.filter((_, i) => showDbp || i !== 7);
    const header = keep(priceText(locale, 'header')) as string[];
    const num = (v: string | null | undefined) => (v === null || v === undefined ? '' : Number(v));
    const rows = list.map((r) => keep([r.mpn, r.description ?? '', r.ec_code ?? '', r.cpn ?? '', r.currency, num(r.quote_price), num(r.srp), num(r.dbp), num(r.moq), r.valid_from, r.valid_to ?? '', r.fb ? 'Y' : 'N']) as (string | number)[]);
    const data = format === 'csv' ? writeCsv(header, rows) : writeXlsx(header, rows, priceText(locale, 'srpSheet'));
    return sendSheet(reply, format, data);
  });

  app.get('/api/v2/price-ti/get-price-updated', feedRule, async (req) => {
    const locale = req.locale;
    const query = req.query as Record<string, unknown>;
    const bad = Object.keys(query).find((k) => !['since', 'page', 'size'].includes(k));
    if (bad) throw queryError(locale, bad, 'since, page, size');
    const since = queryInstant(locale, 'since', query.since);
    if (!since) throw queryError(locale, 'since', priceText(locale, 'required'));
    const { page, size } = queryPaging(locale, query);
    const { list, total } = await pricesUpdatedSince(ctx.db, since, size, (page - 1) * size);
    return ok({ list: visible(req, list), total, page, size });
  });
}
