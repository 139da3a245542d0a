import { defineResource } from '../../../../schema';
import { CAPS, enumOf, label, masterDataFields, reference, text } from '../../../../schema/fields';

/**
 * OR storage location: the storage location an OR (purchase order type) is received into, mapped to
 * the physical SLOC that holds the goods (PUT /api/v1/sloc/or/{id}/{id2} changes the mapping).
 */
export const orSloc = defineResource({
  name: 'or_sloc',
  // GET /api/v1/sloc/or and DELETE /api/v1/sloc/or/{id} are in endpoints.json; create and update follow
  // the contract's conventions on this base.
  api: { base: '/api/v1/sloc/or' },
  route: '/basic/sloc/orSloc',
  access: { permissions: ['manage-sloc'] },
  menu: { group: 'basic', section: 'sloc', order: 2 },
  label: label('OR storage locations', 'OR 库位'),
  recordLabel: label('OR storage location', 'OR 库位'),
  fields: masterDataFields({ code: label('OR SLOC code', 'OR 库位代码') }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 100 }),
    plant: text(label('Plant', '工厂'), { required: true, maxBytes: CAPS.plant, upperCase: true, suggest: '/api/v2/common/sitecode' }),
    sloc_id: reference(label('Physical SLOC', '实体库位'), 'sloc', { required: true }),
    entity_id: reference(label('Entity', '法人实体'), 'entity', { required: true }),
    purpose: enumOf(
      label('Purpose', '用途'),
      [
        { value: 'receiving', label: label('Receiving', '收货') },
        { value: 'consignment', label: label('Consignment', '寄售') },
        { value: 'returns', label: label('Customer returns (RMA)', '客户退货（RMA）') },
        { value: 'quarantine', label: label('Quarantine / inspection', '待检/隔离') },
      ],
      { required: true, defaultValue: 'receiving' },
    ),
  }),
  titleField: 'code',
  list: {
    columns: ['code', 'name', 'plant', 'sloc_id', 'entity_id', 'purpose', 'status'],
    search: ['code', 'name', 'plant'],
    sort: { field: 'code', order: 'ASC' },
  },
  naturalKey: ['code'],
});
