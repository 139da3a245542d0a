import { defineResource } from '../../../../schema';
import { codeField, date, enumOf, file, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

export const TRANSPORT_MODES = [
  { value: 'air', label: label('Air', '空运') },
  { value: 'sea', label: label('Sea', '海运') },
  { value: 'truck', label: label('Truck', '陆运') },
  { value: 'express', label: label('Express', '快递') },
];

export const QUOTE_STATUSES = [
  { value: 'draft', label: label('Draft', '草稿'), color: 'default' as const },
  { value: 'active', label: label('Active', '生效'), color: 'success' as const },
  { value: 'inactive', label: label('Inactive', '失效'), color: 'warning' as const },
];

/**
 * Route quote (route price setting): one carrier's prices for one mode between two city stations,
 * valid between two dates, as rates per expense item. The route-amount query prices a shipment with
 * the active quote valid on the day. "Duplicate" opens the create form prefilled from a quote.
 */
export const routeQuote = defineResource({
  name: 'route_quote',
  api: { base: '/api/v2/route-quote' },
  route: '/management/routeQuote/routePriceSetting',
  routeAliases: { show: 'detail/:id', edit: 'edit/:id', create: 'create' },
  access: { permissions: ['manage-route-quote'] },
  menu: { group: 'management', section: 'routeQuote', order: 3 },
  label: label('Route price settings', '线路价格设置'),
  recordLabel: label('Route quote', '线路报价'),
  fields: {
    quote_no: codeField(label('Quote no.', '报价编号'), 30),
    origin_station_id: reference(label('From', '起运站'), 'city_station', { required: true }),
    destination_station_id: reference(label('To', '目的站'), 'city_station', { required: true, differentFrom: 'origin_station_id' }),
    carrier: text(label('Carrier', '承运商'), { required: true, maxBytes: 60 }),
    mode: enumOf(label('Mode', '运输方式'), TRANSPORT_MODES, { required: true, defaultValue: 'air' }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    transit_days: integer(label('Transit days', '时效（天）'), { min: 0, max: 120 }),
    valid_from: date(label('Valid from', '生效日期'), { required: true }),
    valid_to: date(label('Valid to', '失效日期'), { required: true, notBefore: 'valid_from' }),
    status: enumOf(label('Status', '状态'), QUOTE_STATUSES, { required: true, defaultValue: 'draft' }),
    quote_file: file(label('Carrier quotation', '承运商报价单'), { readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'quote_no',
  list: {
    columns: ['quote_no', 'origin_station_id', 'destination_station_id', 'carrier', 'mode', 'currency', 'valid_from', 'valid_to', 'status'],
    search: ['quote_no', 'carrier'],
    sort: { field: 'valid_from', order: 'DESC' },
  },
  naturalKey: ['quote_no'],
  lines: {
    charges: {
      label: label('Charges', '费用'),
      table: 'route_quote_charge',
      parentField: 'route_quote_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        route_charge_id: reference(label('Expense item', '费用项目'), 'route_charge', { required: true }),
        rate: money(label('Rate', '单价'), { required: true, scale: 4 }),
        min_charge: money(label('Minimum charge', '最低收费'), { scale: 2 }),
      },
      columns: ['route_charge_id', 'rate', 'min_charge'],
      titleField: 'route_charge_id',
      orderField: 'line_no',
      unique: ['route_charge_id'],
      max: { count: 50, message: label('A quote may have at most %{max} charges', '一个报价最多 %{max} 项费用') },
    },
  },
  actions: { row: ['duplicateRouteQuote'], show: ['duplicateRouteQuote', 'routeQuoteFile'] },
  views: { show: 'routeQuoteShow' },
  commands: {
    // The spec's status change: PUT /api/v2/route-quote/status/{id} with the new status.
    changeStatus: {
      label: label('Change status', '变更状态'),
      title: label('Change the quote status', '变更报价状态'),
      done: label('Status of %{name} changed', '%{name} 的状态已变更'),
      permissions: ['manage-route-quote'],
      inputs: ['status'],
      method: 'PUT',
      path: 'status/{id}',
      placement: ['row', 'show'],
    },
  },
});
