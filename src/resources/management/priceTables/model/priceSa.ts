import { defineResource } from '../../../../schema';
import { integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { currencyField, PRICE_RECORD_ACCESS, pricePeriods, PRICE_RECORD_ROUTE, priceMenu, validFrom, validTo } from './common';

/**
 * SA (special approval, ship-and-debit) price: the vendor approves a lower cost for one material
 * sold to one customer for one end customer's design, up to a quantity, for a period. The approval
 * number is the vendor's. This table owns the price-record screen; the other three are its tabs.
 */
export const priceSa = defineResource({
  name: 'price_sa',
  api: { base: '/api/v1/priceSA' },
  route: PRICE_RECORD_ROUTE,
  routeAliases: { show: 'detail/:id' },
  access: PRICE_RECORD_ACCESS,
  menu: priceMenu(1),
  label: label('SA prices', 'SA 价格'),
  recordLabel: label('SA price', 'SA 价格'),
  fields: {
    approval_no: text(label('Approval no.', '批复号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    ship_customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    end_customer_id: reference(label('End customer', '终端客户'), 'end_customer', { required: true }),
    sa_cost: money(label('SA cost', 'SA 成本'), { required: true, scale: 4, currencyField: 'currency' }),
    resale_price: money(label('Approved resale', '批复售价'), { scale: 4, currencyField: 'currency' }),
    currency: currencyField(),
    approved_qty: integer(label('Approved quantity', '批复数量'), { required: true, min: 1, max: 1_000_000_000 }),
    valid_from: validFrom(),
    valid_to: validTo(),
    remark: remarkField(),
  },
  titleField: 'approval_no',
  periods: pricePeriods('price_sa'),
  list: {
    columns: ['approval_no', 'material_id', 'ship_customer_id', 'end_customer_id', 'sa_cost', 'resale_price', 'currency', 'approved_qty', 'valid_from', 'valid_to'],
    search: ['approval_no'],
    sort: { field: 'valid_from', order: 'DESC' },
  },
  naturalKey: ['approval_no'],
  views: { list: 'priceRecordList' },
});
