import { defineResource } from '../../../../schema';
import { integer, label, money, reference, remarkField } from '../../../../schema/fields';
import { currencyField, PRICE_RECORD_ACCESS, pricePeriods, PRICE_RECORD_ROUTE, priceMenu, validFrom, validTo } from './common';

/** The vendor's (Texas Instruments) book price list: resale per material and price break, for a period. */
export const priceTiBook = defineResource({
  name: 'price_ti_book',
  api: { base: '/api/v1/priceTI' },
  route: `${PRICE_RECORD_ROUTE}/ti`,
  routeParent: PRICE_RECORD_ROUTE,
  access: PRICE_RECORD_ACCESS,
  menu: priceMenu(3),
  label: label('TI book prices', 'TI 目录价'),
  recordLabel: label('TI book price', 'TI 目录价'),
  fields: {
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    break_qty: integer(label('Price break quantity', '价格阶梯数量'), { required: true, min: 1, max: 1_000_000_000, defaultValue: 1 }),
    book_price: money(label('Book price', '目录价'), { required: true, scale: 4, currencyField: 'currency' }),
    currency: currencyField(),
    valid_from: validFrom(),
    valid_to: validTo(),
    remark: remarkField(),
  },
  titleField: 'material_id',
  periods: pricePeriods('price_ti_book'),
  // One price of a key starts on a given day (periods never overlap): an import of the export updates it.
  naturalKey: ['material_id', 'break_qty', 'valid_from'],
  list: {
    columns: ['material_id', 'break_qty', 'book_price', 'currency', 'valid_from', 'valid_to', 'updated_at'],
    search: [],
    sort: { field: 'valid_from', order: 'DESC' },
  },
  views: { list: 'priceRecordList' },
});
