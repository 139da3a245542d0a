import { defineResource } from '../../../../schema';
import { label, masterDataFields, reference, text } from '../../../../schema/fields';

/**
 * Inventory brand: the brand stock is booked under in the warehouses (inventory records carry a
 * brand and a supplier). Usually a manufacturer's; "disable" (the spec's operation) sets the status
 * to inactive, so existing stock keeps its brand.
 */
export const inventoryBrand = defineResource({
  name: 'inventory_brand',
  // endpoints.json writes only GET /api/v2/inventory-brand; add is the generic POST on this base, disable
  // is the declared command below (PUT base/{id}/disable).
  api: { base: '/api/v2/inventory-brand' },
  route: '/management/inventories/brandManagement',
  access: { permissions: ['manage-inventory-brand'] },
  menu: { group: 'management', section: 'inventories', order: 1 },
  label: label('Inventory brands', '库存品牌'),
  recordLabel: label('Inventory brand', '库存品牌'),
  fields: masterDataFields({ code: label('Brand code', '品牌代码') }, {
    name: text(label('Brand name', '品牌名称'), { required: true, maxBytes: 100 }),
    manufacturer_id: reference(label('Manufacturer', '原厂'), 'manufacturer'),
  }),
  titleField: 'name',
  list: { columns: ['code', 'name', 'manufacturer_id', 'status', 'updated_at'], search: ['code', 'name'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
  commands: {
    // The spec's "disable": PUT base/{id}/disable.
    disable: {
      label: label('Disable', '停用'),
      title: label('Disable inventory brand', '停用库存品牌'),
      confirm: label('Disable "%{name}"? Stock already booked under it keeps the brand; it is no longer offered for new stock.', '停用“%{name}”？已入账的库存保留该品牌，新库存不再可选。'),
      done: label('Brand disabled', '品牌已停用'),
      permissions: ['manage-inventory-brand'],
      when: { status: 'active' },
      set: { status: 'inactive' },
      method: 'PUT',
      placement: ['row', 'show'],
    },
  },
});
