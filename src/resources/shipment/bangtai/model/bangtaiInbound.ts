import { defineResource } from '../../../../schema';
import { date, datetime, enumOf, label, remarkField, text } from '../../../../schema/fields';
import { BANGTAI_ACCESS, bangtaiStockFields } from './fields';
import { inboundStatuses } from './statuses';

/**
 * An inbound notice: goods announced to the 3PL warehouse (usually from an ASN). Its status moves only
 * through PUT /api/v1/bangtai/inbound/status/{id}: "received" adds the quantity to the stock and the history.
 */
export const bangtaiInbound = defineResource({
  name: 'bangtai_inbound',
  api: { base: '/api/v1/bangtai/inbound' },
  // Our own sub-path: the spec's /shipment/bangtaiInventory screen holds the in-stock, inbound and outbound lists.
  route: '/shipment/bangtaiInventory/inbound',
  routeParent: '/shipment/bangtaiInventory',
  access: BANGTAI_ACCESS,
  menu: { group: 'shipment', section: 'bangtaiInventory', order: 2, visibleTo: { permissions: ['view-bangtai-inventory'] } },
  label: label('Bangtai inbound', '邦泰入库'),
  recordLabel: label('Inbound notice', '入库通知'),
  fields: {
    inbound_no: text(label('Inbound no.', '入库单号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
    asn_no: text(label('ASN no.', 'ASN 单号'), { maxBytes: 30, upperCase: true }),
    ...bangtaiStockFields(),
    eta: date(label('Expected on', '预计到货')),
    status: enumOf(label('Status', '状态'), inboundStatuses, { required: true, defaultValue: 'pending', readOnly: true }),
    done_at: datetime(label('Received at', '入库时间'), { readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'inbound_no',
  list: {
    columns: ['inbound_no', 'asn_no', 'customer_no', 'material_id', 'lot_no', 'qty', 'eta', 'status', 'done_at'],
    search: ['inbound_no', 'asn_no', 'customer_no', 'lot_no'],
    sort: { field: 'inbound_no', order: 'DESC' },
  },
  naturalKey: ['inbound_no'],
  actions: { row: ['bangtaiStatus', 'bangtaiByCustomer'], show: ['bangtaiStatus', 'bangtaiByCustomer'] },
});
