import { defineResource } from '../../../../schema';
import { date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

export const PRICE_SOURCES = [
  { value: 'distributor_quote', label: label('Distributor quote', '分销商报价') },
  { value: 'broker_offer', label: label('Broker offer', '贸易商报价') },
  { value: 'franchise_catalog', label: label('Franchise catalogue', '授权目录价') },
  { value: 'customer_feedback', label: label('Customer feedback', '客户反馈') },
];

/**
 * The cost/market price database: what a part (MPN of a manufacturer) was offered at, by whom and
 * when, from quotes and offers collected in the market. Several per MPN are normal, one per source and day.
 * Uploaded in bulk from a spreadsheet (POST .../upload, the platform's import).
 */
export const priceDatabase = defineResource({
  name: 'price_database',
  api: { base: '/api/v2/price-database' },
  route: '/management/price/database',
  access: { permissions: ['manage-price-database'] },
  menu: { group: 'management', section: 'price', order: 10 },
  label: label('Price database', '价格数据库'),
  recordLabel: label('Market price', '市场价格'),
  fields: {
    mpn: text(label('MPN', '型号'), { required: true, maxBytes: 60, upperCase: true }),
    manufacturer_id: reference(label('Manufacturer', '制造商'), 'manufacturer', { required: true }),
    source_type: enumOf(label('Source type', '来源类型'), PRICE_SOURCES, { required: true, defaultValue: 'distributor_quote' }),
    source_name: text(label('Source', '来源'), { required: true, maxBytes: 100 }),
    unit_price: money(label('Unit price', '单价'), { required: true, scale: 5, currencyField: 'currency' }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    qty: integer(label('Quantity', '数量'), { min: 0, max: 1_000_000_000 }),
    date_code: text(label('Date code', '批次'), { maxBytes: 20 }),
    lead_time_weeks: integer(label('Lead time (weeks)', '交期（周）'), { min: 0, max: 104 }),
    quote_date: date(label('Quote date', '报价日期'), { required: true }),
    remark: remarkField(),
  },
  titleField: 'mpn',
  // One offer of a part per source and day: uploading the export again updates rather than doubles it.
  naturalKey: ['mpn', 'manufacturer_id', 'source_name', 'quote_date'],
  list: {
    columns: ['mpn', 'manufacturer_id', 'source_type', 'source_name', 'unit_price', 'currency', 'qty', 'date_code', 'quote_date'],
    search: ['mpn', 'source_name'],
    sort: { field: 'quote_date', order: 'DESC' },
  },
});
