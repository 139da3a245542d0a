import { defineResource } from '../../../../schema';
import { integer, label, money, reference, remarkField } from '../../../../schema/fields';
import { currencyField, PRICE_RECORD_ACCESS, pricePeriods, PRICE_RECORD_ROUTE, priceMenu, validFrom, validTo } from './common';

/** Selling price of a material, for one customer or (no customer) for everyone, from a minimum quantity. */
export const priceSelling = defineResource({
  name: 'price_selling',
  api: { base: '/api/v1/priceSelling' },
  route: `${PRICE_RECORD_ROUTE}/selling`,
  routeParent: PRICE_RECORD_ROUTE,
  access: PRICE_RECORD_ACCESS,
  menu: priceMenu(2),
  label: label('Selling prices', '销售价格'),
  recordLabel: label('Selling price', '销售价格'),
  fields: {
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    ship_customer_id: reference(label('Customer', '客户'), 'ship_customer', { help: label('Empty: the price for every customer', '为空：适用于所有客户') }),
    unit_price: money(label('Unit price', '单价'), { required: true, scale: 4, currencyField: 'currency' }),
    currency: currencyField(),
    moq: integer(label('MOQ', '最小起订量'), { min: 0, max: 1_000_000_000 }),
    valid_from: validFrom(),
    valid_to: validTo(),
    remark: remarkField(),
  },
  titleField: 'material_id',
  periods: pricePeriods('price_selling'),
  // One price of a key starts on a given day (periods never overlap): an import of the export updates it.
  naturalKey: ['material_id', 'ship_customer_id', 'valid_from'],
  list: {
    columns: ['material_id', 'ship_customer_id', 'unit_price', 'currency', 'moq', 'valid_from', 'valid_to', 'updated_at'],
    search: [],
    sort: { field: 'valid_from', order: 'DESC' },
  },
  views: { list: 'priceRecordList' },
});
