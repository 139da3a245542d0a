import { defineResource } from '../../../../schema';
import { boolean, CAPS, countryField, enumOf, label, masterDataFields, reference, text } from '../../../../schema/fields';

export const WAREHOUSE_TYPES = [
  { value: 'own', label: label('Own warehouse', '自营仓') },
  { value: '3pl', label: label('Third-party logistics (3PL)', '第三方物流仓') },
  { value: 'vmi_hub', label: label('VMI hub', 'VMI 仓') },
  { value: 'bonded', label: label('Bonded warehouse', '保税仓') },
];

/**
 * Storage location (SLOC): where stock is kept, within a plant of one of our entities. A VMI hub
 * holds stock for one customer. The spec's calls for assigning SLOCs and setting a default one
 * (/api/v1/sloc/{id}/{id2}, /api/v1/sloc/default/...) are custom routes beside this declaration.
 */
export const sloc = defineResource({
  name: 'sloc',
  api: { base: '/api/v1/sloc' },
  route: '/basic/sloc/SLOC',
  access: { permissions: ['manage-sloc'] },
  menu: { group: 'basic', section: 'sloc', order: 1 },
  label: label('Storage locations', '库位'),
  recordLabel: label('Storage location', '库位'),
  fields: masterDataFields({ code: label('SLOC code', '库位代码') }, {
    plant: text(label('Plant', '工厂'), { required: true, maxBytes: CAPS.plant, upperCase: true, suggest: '/api/v2/common/sitecode' }),
    name: text(label('Name', '名称'), { required: true, maxBytes: 100 }),
    warehouse_type: enumOf(label('Warehouse type', '仓库类型'), WAREHOUSE_TYPES, { required: true, defaultValue: 'own' }),
    entity_id: reference(label('Entity', '法人实体'), 'entity', { required: true }),
    customer_id: reference(label('VMI customer', 'VMI 客户'), 'ship_customer', {
      listHidden: true,
      help: label('For a VMI hub: the customer whose stock it holds.', 'VMI 仓：所存放库存所属的客户。'),
    }),
    operator: text(label('Operator', '运营方'), { maxBytes: 100, help: label('The 3PL company running the warehouse, if any.', '仓库的第三方物流运营商（如有）。') }),
    address: text(label('Address', '地址'), { maxBytes: 300, multiline: true, listHidden: true }),
    city: text(label('City', '城市'), { maxBytes: 60 }),
    country: countryField({ required: true }),
    is_default: boolean(label('Default for its plant', '工厂默认库位'), { defaultValue: false }),
  }),
  titleField: 'code',
  list: {
    columns: ['code', 'plant', 'name', 'warehouse_type', 'entity_id', 'operator', 'city', 'country', 'is_default', 'status'],
    search: ['code', 'plant', 'name', 'operator', 'city'],
    sort: { field: 'code', order: 'ASC' },
  },
  naturalKey: ['code'],
  actions: { row: ['slocInventories'], show: ['slocInventories'] },
  lines: {
    // The materials kept here (the spec's /basic/sloc/SLOC/{id}/inventories screen). Its spec calls
    // (assign one, remove one, set a default across the plant) stay in server/modules/basic/sloc;
    // the whole set is also read and saved with the SLOC at /api/v1/sloc/{id}/lines.
    inventories: {
      label: label('Materials kept here', '存放物料'),
      table: 'sloc_inventory',
      parentField: 'sloc_id',
      fields: {
        material_id: reference(label('Material', '物料'), 'material', { required: true }),
        plant: text(label('Plant', '工厂'), { maxBytes: CAPS.plant, readOnly: true }),
        is_default: boolean(label('Default in plant', '工厂默认库位'), { readOnly: true }),
      },
      fromParent: { plant: 'plant' },
      unique: ['material_id'],
      grid: false,
    },
  },
});
