import { defineResource } from '../../../../schema';
import { enumOf, label, masterDataFields, text } from '../../../../schema/fields';

const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'];

/** Delivery term: the Incoterm and named place agreed for shipments. */
export const deliverTerm = defineResource({
  name: 'deliver_term',
  api: { base: '/api/v1/deliver_term' },
  route: '/basic/customer/deliverTermManagement',
  access: { permissions: ['manage-deliver-term'] },
  menu: { group: 'basic', section: 'customer', order: 7 },
  label: label('Delivery terms', '交货条件'),
  recordLabel: label('Delivery term', '交货条件'),
  fields: masterDataFields({ code: label('Term code', '条件代码') }, {
    incoterm: enumOf(
      label('Incoterm', '国际贸易术语'),
      INCOTERMS.map((t) => ({ value: t, label: label(t, t) })),
      { required: true },
    ),
    place: text(label('Named place', '指定地点'), { required: true, maxBytes: 100 }),
    name: text(label('Description', '描述'), { maxBytes: 200 }),
    freight_paid_by: enumOf(
      label('Freight paid by', '运费承担方'),
      [
        { value: 'seller', label: label('Seller', '卖方') },
        { value: 'buyer', label: label('Buyer', '买方') },
      ],
      { required: true, defaultValue: 'buyer' },
    ),
  }),
  titleField: 'code',
  list: { columns: ['code', 'incoterm', 'place', 'freight_paid_by', 'status'], search: ['code', 'place', 'name'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
});
