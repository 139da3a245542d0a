import { defineResource } from '../../../../schema';
import { integer, label, money, reference, remarkField } from '../../../../schema/fields';
import { currencyField, PRICE_RECORD_ACCESS, pricePeriods, PRICE_RECORD_ROUTE, priceMenu, validFrom, validTo } from './common';

/** The field right that shows purchase prices and costs (a price without it gives the margin away). */
export const PURCHASE_PRICE_RIGHT = 'price_purchase.cost';

/** Purchase price of a material from one vendor, with the landed cost, for a period. */
export const pricePurchase = defineResource({
  name: 'price_purchase',
  api: { base: '/api/v1/pricePurchase' },
  route: `${PRICE_RECORD_ROUTE}/purchase`,
  routeParent: PRICE_RECORD_ROUTE,
  access: PRICE_RECORD_ACCESS,
  menu: priceMenu(4),
  label: label('Purchase prices', '采购价格'),
  recordLabel: label('Purchase price', '采购价格'),
  fields: {
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    vendor_id: reference(label('Vendor', '供应商'), 'vendor', { required: true }),
    purchase_price: money(label('Purchase price', '采购价'), { scale: 4, currencyField: 'currency', guarded: PURCHASE_PRICE_RIGHT }),
    landed_cost: money(label('Landed cost', '到岸成本'), { scale: 4, currencyField: 'currency', guarded: PURCHASE_PRICE_RIGHT }),
    currency: currencyField(),
    moq: integer(label('MOQ', '最小起订量'), { min: 0, max: 1_000_000_000 }),
    lead_time_weeks: integer(label('Lead time (weeks)', '交期（周）'), { min: 0, max: 104 }),
    valid_from: validFrom(),
    valid_to: validTo(),
    remark: remarkField(),
  },
  titleField: 'material_id',
  periods: pricePeriods('price_purchase'),
  // One price of a key starts on a given day (periods never overlap): an import of the export updates it.
  naturalKey: ['material_id', 'vendor_id', 'valid_from'],
  list: {
    columns: ['material_id', 'vendor_id', 'purchase_price', 'landed_cost', 'currency', 'moq', 'lead_time_weeks', 'valid_from', 'valid_to'],
    search: [],
    sort: { field: 'valid_from', order: 'DESC' },
  },
  views: { list: 'priceRecordList' },
});
