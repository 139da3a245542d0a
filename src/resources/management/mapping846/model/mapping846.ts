import { defineResource } from '../../../../schema';
import { boolean, label, reference, remarkField, text } from '../../../../schema/fields';

export const MAPPING_846_ACCESS = { permissions: ['manage-846-mapping'] };
export const MAPPING_846_BASE = '/api/v2/846-mapping';

/**
 * EDI 846 mapping: how a customer's inventory advice (X12 846: LIN part numbers, N1 locations) is
 * read: the customer's part number at one of its locations is our material, held in our plant. Only
 * active mappings are applied; the list and the detail are read-only (the spec has GET only).
 *
 * The spec redacts the screen's path ({hash}, labelled "846 mapping"); it sits on our readable
 * /reportManagement/mapping846, under that entry's rule (routeParent names it: the declarations'
 * checks know redacted paths only as {token} today).
 */
export const mapping846 = defineResource({
  name: 'mapping_846',
  api: { base: MAPPING_846_BASE },
  route: '/reportManagement/mapping846',
  routeParent: '{hash}',
  access: { ...MAPPING_846_ACCESS, write: [] },
  menu: { group: 'reportManagement', order: 30 },
  label: label('846 mapping', '846 映射'),
  recordLabel: label('846 mapping', '846 映射'),
  create: false,
  importExport: false,
  fields: {
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    edi_sender_id: text(label('EDI sender id (ISA06)', 'EDI 发送方代码（ISA06）'), { required: true, maxBytes: 15, upperCase: true }),
    customer_pn: text(label("Customer's part no. (LIN BP)", '客户料号（LIN BP）'), { required: true, maxBytes: 40, upperCase: true }),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    location_code: text(label('Customer location (N1)', '客户库位（N1）'), { required: true, maxBytes: 30, upperCase: true }),
    plant: text(label('Plant', '工厂'), { required: true, maxBytes: 30, upperCase: true }),
    uom: text(label('Unit', '单位'), { required: true, maxBytes: 6, defaultValue: 'EA', listHidden: true }),
    active: boolean(label('Active', '启用'), { defaultValue: true }),
    remark: remarkField(),
  },
  titleField: 'customer_pn',
  list: {
    columns: ['customer_id', 'edi_sender_id', 'customer_pn', 'material_id', 'location_code', 'plant', 'active', 'updated_at'],
    search: ['customer_pn', 'edi_sender_id', 'location_code', 'plant'],
    sort: { field: 'customer_pn', order: 'ASC' },
  },
  naturalKey: ['customer_id', 'customer_pn', 'location_code'],
  uniqueTogether: [['customer_id', 'customer_pn', 'location_code']],
});
