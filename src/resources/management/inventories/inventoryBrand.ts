import { defineResource } from '../../../schema';
import { codeField, label, reference, remarkField, statusField, text } from '../../../schema/fields';

/**
 * Inventory brand: the brand stock is booked under in the warehouses (inventory records carry a
 * brand and a supplier). Usually a manufacturer's; "disable" (the spec's operation) sets the status
 * to inactive, so existing stock keeps its brand.
 */
export const inventoryBrand = defineResource({
  name: 'inventory_brand',
  // endpoints.json writes only GET /api/v2/inventory-brand; add is the generic POST on this base, disable
  // is PUT base/{id}/disable (server/master/inventoryBrand.ts).
  api: { base: '/api/v2/inventory-brand' },
  route: '/management/inventories/brandManagement',
  access: { permissions: ['manage-inventory-brand'] },
  menu: { group: 'management', section: 'inventories', order: 1 },
  label: label('Inventory brands', '库存品牌'),
  recordLabel: label('Inventory brand', '库存品牌'),
  fields: {
    code: codeField(label('Brand code', '品牌代码')),
    name: text(label('Brand name', '品牌名称'), { required: true, maxBytes: 100 }),
    manufacturer_id: reference(label('Manufacturer', '原厂'), 'manufacturer'),
    status: statusField(),
    remark: remarkField(),
  },
  titleField: 'name',
  list: { columns: ['code', 'name', 'manufacturer_id', 'status', 'updated_at'], search: ['code', 'name'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
  importExport: { import: true, export: true },
  actions: { row: ['disableBrand'], show: ['disableBrand'] },
});
