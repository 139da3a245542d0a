import { integer, label, reference, text } from '../../../../schema/fields';

/** The 3PL warehouse (Bangtai) keeps stock per customer account, part and lot: the fields every Bangtai list shares. */
export const bangtaiStockFields = () => ({
  customer_no: text(label('Customer no.', '客户编号'), { required: true, maxBytes: 30, upperCase: true }),
  material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
  lot_no: text(label('Lot / date code', '批次/日期码'), { required: true, maxBytes: 40, upperCase: true }),
  qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
});

/** The screen's rule (routes.json): viewers read, managers write. */
export const BANGTAI_ACCESS = { permissions: ['view-bangtai-inventory', 'manage-bangtai-inventory'] };
