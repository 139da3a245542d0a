import { defineResource } from '../../../../schema';
import { decimal, integer, label, text } from '../../../../schema/fields';

export const MAXOUT_ACCESS = { permissions: ['view-maxout'], write: [] as string[] };
/** Stock quantities carry three decimals (inventory's QTY_SCALE); order quantities are whole. */
const qty = (l: ReturnType<typeof label>) => decimal(l, { scale: 3, readOnly: true });
const whole = (l: ReturnType<typeof label>) => integer(l, { readOnly: true });

/**
 * Max-out: per material, the planned demand (pre-POs not yet bound to a PO) beyond what is already
 * bought or held and not yet promised: free supply = stock on hand in every SLOC + open PO quantity
 * - the PO quantity already bound to pre-POs. `maxout_qty` = unbound demand - free supply, listed
 * only where positive: what the buyer must still order (or get allocated) to cover the plans.
 * Read-only rows of a database view (server/modules/shipment/maxout/tables.ts); nobody writes them.
 */
export const maxout = defineResource({
  name: 'maxout',
  api: { base: '/api/v2/maxout' },
  route: '/shipment/order/maxOut',
  access: MAXOUT_ACCESS,
  menu: { group: 'shipment', section: 'order', order: 23 },
  label: label('Max-out', '最大出货'),
  recordLabel: label('Max-out row', '最大出货行'),
  fields: {
    material_id: whole(label('Material id', '物料 ID')),
    mpn: text(label('MPN', '原厂料号'), { readOnly: true, maxBytes: 100 }),
    manufacturer: text(label('Manufacturer', '原厂'), { readOnly: true, maxBytes: 200 }),
    demand_qty: whole(label('Unbound pre-PO demand', '未绑定预采购需求')),
    po_open_qty: whole(label('Open PO qty', '未结 PO 数量')),
    po_bound_qty: whole(label('PO qty bound', 'PO 已绑定数量')),
    on_hand_qty: qty(label('On hand', '在库数量')),
    free_qty: qty(label('Free supply', '可用供应')),
    maxout_qty: qty(label('Max-out qty', '最大出货数量')),
  },
  titleField: 'mpn',
  list: {
    columns: ['mpn', 'manufacturer', 'demand_qty', 'po_open_qty', 'po_bound_qty', 'on_hand_qty', 'free_qty', 'maxout_qty'],
    search: ['mpn', 'manufacturer'],
    sort: { field: 'maxout_qty', order: 'DESC' },
  },
  importExport: { import: false },
  // The spec hides the pre-maxout cases from the menu: they open from here.
  actions: { list: ['preMaxoutCases'] },
});
