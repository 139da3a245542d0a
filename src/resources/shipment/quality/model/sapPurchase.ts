import { defineResource } from '../../../../schema';
import { date, enumOf, integer, label, money, reference, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

/**
 * SAP purchase: purchase-order lines exported from SAP and imported here (POST /api/v2/sap-purchase/import,
 * the import engine: every row checked, all or none) so logistics can match receipts against them.
 * One line per PO number and item.
 */
export const sapPurchase = defineResource({
  name: 'sap_purchase',
  api: { base: '/api/v2/sap-purchase' },
  route: '/shipment/sapPurchaseManagement',
  access: { permissions: ['manage-sap-purchase'] },
  menu: { group: 'shipment', section: 'sapPurchaseManagement', order: 1 },
  label: label('SAP purchases', 'SAP 采购'),
  recordLabel: label('SAP purchase line', 'SAP 采购行'),
  fields: {
    po_no: text(label('PO no.', '采购单号'), { required: true, maxBytes: 20, pattern: { source: '^[0-9A-Z-]+$', message: label('digits, capitals and dashes', '数字、大写字母和连字符') } }),
    po_item: integer(label('PO item', '采购行号'), { required: true, min: 1, max: 99999 }),
    vendor_code: text(label('Vendor code', '供应商代码'), { required: true, maxBytes: 20, upperCase: true }),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    plant: text(label('Plant', '工厂'), { required: true, maxBytes: 30, upperCase: true }),
    qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
    received_qty: integer(label('Received quantity', '已收数量'), { min: 0, defaultValue: 0 }),
    unit_price: money(label('Unit price', '单价'), { required: true, scale: 4, currencyField: 'currency' }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    doc_date: date(label('Document date', '凭证日期'), { required: true }),
    delivery_date: date(label('Delivery date', '交货日期')),
  },
  titleField: 'po_no',
  list: {
    columns: ['po_no', 'po_item', 'vendor_code', 'material_id', 'plant', 'qty', 'received_qty', 'unit_price', 'currency', 'doc_date', 'delivery_date'],
    search: ['po_no', 'vendor_code', 'plant'],
    sort: { field: 'doc_date', order: 'DESC' },
  },
  naturalKey: ['po_no', 'po_item'],
  uniqueTogether: [['po_no', 'po_item']],
});
