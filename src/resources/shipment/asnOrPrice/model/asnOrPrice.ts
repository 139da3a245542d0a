// The OR price check of ASN items: an ASN item invoiced at a price other than the unit price of the
// OR (the purchase order placed for that material) is an abnormal record, kept with the difference
// for the OR price abnormal report (/reportManagement/asnReport/orPriceAbnormalList), where an ASN
// manager explains it in a remark. Records are made only by the check (GET /api/v2/asn/check-or-price).
import { defineResource } from '../../../../schema';
import { CAPS, datetime, decimal, integer, label, money, reference, text } from '../../../../schema/fields';
import type { AccessRule } from '../../../../schema/types';

/** routes.json suggests manage-asn and manage-monitor; only ASN managers write the remark. */
export const OR_PRICE_ACCESS: AccessRule = { permissions: ['manage-asn', 'manage-monitor'], write: ['manage-asn'] };
export const OR_PRICE_BASE = '/api/v1/asn/or-price';
export const OR_PRICE_CHECK_PATH = '/api/v2/asn/check-or-price';
export const OR_PRICE_REMARK_PATH = '/api/v2/asn/or-price-remark/change';

export const asnOrPrice = defineResource({
  name: 'asn_or_price',
  api: { base: OR_PRICE_BASE },
  route: '/reportManagement/asnReport/orPriceAbnormalList',
  access: OR_PRICE_ACCESS,
  menu: { group: 'reportManagement', section: 'asnReport', order: 1 },
  label: label('OR price abnormal list', 'OR 价格异常清单'),
  recordLabel: label('OR price abnormality', 'OR 价格异常'),
  create: false,
  fields: {
    asn_id: reference(label('ASN', 'ASN'), 'asn_order', { readOnly: true }),
    invoice_no: text(label('Invoice no.', '发票号'), { readOnly: true, maxBytes: 30 }),
    // One record per ASN item: a later check of the same ASN updates it and keeps its remark.
    asn_item_id: integer(label('ASN item', 'ASN 品项'), { readOnly: true, listHidden: true, unique: true }),
    material_id: reference(label('Material', '物料'), 'material', { readOnly: true }),
    asn_price: money(label('ASN price', 'ASN 单价'), { scale: 4, readOnly: true }),
    or_no: text(label('OR no.', 'OR 号'), { readOnly: true, maxBytes: 30 }),
    or_price: money(label('OR price', 'OR 单价'), { scale: 5, readOnly: true }),
    diff_pct: decimal(label('Difference %', '差异 %'), { scale: 2, readOnly: true }),
    checked_at: datetime(label('Checked at', '检查时间'), { readOnly: true }),
    remark: text(label('Remark', '备注'), { maxBytes: CAPS.remark, multiline: true }),
  },
  titleField: 'invoice_no',
  list: {
    columns: ['invoice_no', 'material_id', 'asn_price', 'or_no', 'or_price', 'diff_pct', 'remark', 'checked_at', 'updated_by'],
    search: ['invoice_no', 'or_no', 'remark'],
    sort: { field: 'checked_at', order: 'DESC' },
  },
  importExport: { import: false },
});
