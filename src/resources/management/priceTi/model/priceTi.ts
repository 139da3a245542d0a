import { defineResource, variantOf, type Field, type ResourceDeclaration } from '../../../../schema';
import { boolean, date, decimal, enumOf, integer, label, money, reference, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';
import { MATERIAL_PRICE_ACCESS } from './wire';

export { MATERIAL_PRICE_ACCESS };

/** The field right that guards the distributor book price (cost) on every price screen and call. */
export const DBP_RIGHT = 'price_ti.dbp';
/** Prices carry six decimals (unit prices of passives are fractions of a cent). */
const PRICE_SCALE = 6;

/** Who reads and writes the v2 price table: the SRP screen's and the quote screen's users. */
export const SRP_ACCESS = { permissions: ['manage-price-table-srp', 'view-price-table-srp'] };
export const QUOTE_ACCESS = { permissions: ['manage-price-table-quote'] };
/** The ASN screens' users, who check an ASN line's price against the table. */
const ASN_PERMISSIONS = ['manage-asn', 'send-asn', 'review-asn'];
/** The price check (ASN, price search) and the lowest price: a read, for any price screen's or ASN user. */
export const PRICE_CHECK_ACCESS = {
  permissions: [...SRP_ACCESS.permissions, ...QUOTE_ACCESS.permissions, ...MATERIAL_PRICE_ACCESS.permissions, ...ASN_PERMISSIONS],
  write: [],
};
/** Writing prices beyond one screen's own fields (the FB variant): either table's manager. */
export const PRICE_WRITE_ACCESS = { permissions: ['manage-price-table-srp', 'manage-price-table-quote'] };

/**
 * One effective-dated price of a material, for every customer or for one end customer and/or
 * customer part number. The key and the period are put in effect by putPrices (drafts, imports),
 * which keeps periods of one key from overlapping (the declared `periods`), so the screens edit only the amounts.
 */
function priceFields(editable: 'srp' | 'quote'): Record<string, Field> {
  const fixed = { readOnly: true } as const;
  return {
    material_id: reference(label('Material', '物料'), 'material', { required: true, ...fixed }),
    end_customer_id: reference(label('End customer', '终端客户'), 'end_customer', { ...fixed, help: label('Empty: every end customer.', '为空：适用于所有终端客户。') }),
    cpn: text(label('CPN', '客户料号'), { maxBytes: 60, ...fixed, help: label('Empty: every customer part number.', '为空：适用于所有客户料号。') }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD', ...fixed }),
    dbp: money(label('DBP (cost)', 'DBP（成本）'), { scale: PRICE_SCALE, currencyField: 'currency', guarded: DBP_RIGHT, readOnly: editable !== 'quote' }),
    quote_price: money(label('Quote price', '报价'), { scale: PRICE_SCALE, currencyField: 'currency', required: true, readOnly: editable !== 'quote' }),
    srp: money(label('SRP', '建议零售价'), { scale: PRICE_SCALE, currencyField: 'currency', readOnly: editable !== 'srp' }),
    moq: decimal(label('MOQ', '最小订购量'), { scale: 3, min: 0, readOnly: editable !== 'quote' }),
    valid_from: date(label('Valid from', '生效日期'), { required: true, ...fixed }),
    valid_to: date(label('Valid to', '失效日期'), { ...fixed, help: label('Empty: until a later price supersedes it.', '为空：直到被新价格取代。') }),
    fb: boolean(label('FB variant', 'FB 版本'), { required: true, defaultValue: false, ...fixed }),
    source_draft_id: integer(label('Price draft', '价格草稿'), { ...fixed, listHidden: true }),
  };
}

/** The SRP table (`/management/price/srp`): the v2 price table, its SRP editable. */
export const priceTi: ResourceDeclaration = defineResource({
  name: 'price_ti',
  api: { base: '/api/v2/price-ti' },
  route: '/management/price/srp',
  routeAliases: { show: 'detail/:id' },
  access: SRP_ACCESS,
  menu: { group: 'management', section: 'price', order: 5 },
  label: label('SRP table', 'SRP 价格表'),
  recordLabel: label('Price', '价格'),
  fields: priceFields('srp'),
  titleField: 'cpn',
  naturalKey: ['material_id', 'end_customer_id', 'cpn', 'currency', 'fb', 'valid_from'],
  periods: { from: 'valid_from', to: 'valid_to', key: ['material_id', 'end_customer_id', 'cpn', 'currency', 'fb'] },
  // Rows come from drafts and the SRP import (putPrices); the generic create and import would bypass the period rule.
  create: false,
  importExport: { import: false },
  actions: { list: ['srpImport'] },
  list: {
    columns: ['material_id', 'end_customer_id', 'cpn', 'currency', 'srp', 'quote_price', 'valid_from', 'valid_to', 'fb'],
    search: ['cpn'],
    sort: { field: 'valid_from', order: 'DESC' },
  },
});

/** The quote prices (`/management/price/quote`): the same table, quote price, DBP and MOQ editable. */
export const priceTiQuote: ResourceDeclaration = variantOf(priceTi, {
  name: 'price_ti_quote',
  api: { base: '/api/v2/price-ti/quote' },
  route: '/management/price/quote',
  routeAliases: { show: 'detail/:id' },
  access: QUOTE_ACCESS,
  menu: { group: 'management', section: 'price', order: 6 },
  label: label('Quote prices', '报价表'),
  fields: priceFields('quote'),
  list: {
    columns: ['material_id', 'end_customer_id', 'cpn', 'currency', 'quote_price', 'dbp', 'moq', 'valid_from', 'valid_to', 'fb'],
    search: ['cpn'],
    sort: { field: 'valid_from', order: 'DESC' },
  },
});
