// The PO module's server words, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  qtyInteger: () => 'Quantity must be a whole number of at least 1',
  qtyBelowBound: (a: { po: string; bound: string }) => `Quantity of ${a.po} cannot be less than the ${a.bound} bound to pre-POs`,
  notOpen: (a: { what: string }) => `${a.what} is not open`,
  preBound: (a: { pre: string }) => `Pre-PO ${a.pre} is already bound; unbind it first`,
  otherPart: (a: { a: string; b: string }) => `${a.a} and ${a.b} are not the same vendor and material`,
  overBound: (a: { po: string; free: string }) => `${a.po} has only ${a.free} left that is not bound to pre-POs`,
  shiftType: () => 'must be "po" or "pre_po"',
  shiftSame: () => 'The source and the target must be two different orders',
  shiftParams: () => 'is not accepted here; the shift list takes po_id, pre_po_id, page and size',
  fileParams: () => 'is not accepted here; the file takes po_no and format (xlsx or csv)',
  shiftMore: (a: { what: string; left: string }) => `${a.what} can give at most ${a.left}`,
  ids: () => '"ids" must be a list of record ids',
  poNoMissing: () => 'po_no is required',
  noPo: (a: { po: string }) => `PO ${a.po} does not exist`,
  sheetName: () => 'Purchase order',
  header: () => ['PO no.', 'Line', 'Vendor', 'MPN', 'Manufacturer', 'Quantity', 'Unit price', 'Currency', 'Amount', 'Request date'],
  total: () => 'Total',
};

export const poText = defineWords({ 'en-US': en, 'zh-CN': {
  qtyInteger: () => '数量必须是不小于 1 的整数',
  qtyBelowBound: (a) => `${a.po} 的数量不能小于已绑定预采购单的 ${a.bound}`,
  notOpen: (a) => `${a.what} 不是有效状态`,
  preBound: (a) => `预采购单 ${a.pre} 已绑定，请先解绑`,
  otherPart: (a) => `${a.a} 与 ${a.b} 的供应商或物料不同`,
  overBound: (a) => `${a.po} 未绑定的数量只剩 ${a.free}`,
  shiftType: () => '必须是 "po" 或 "pre_po"',
  shiftSame: () => '来源与目标必须是两张不同的单据',
  shiftParams: () => '此处不接受；转移记录只接受 po_id、pre_po_id、page 和 size',
  fileParams: () => '此处不接受；文件只接受 po_no 和 format（xlsx 或 csv）',
  shiftMore: (a) => `${a.what} 最多可转出 ${a.left}`,
  ids: () => '"ids" 必须是记录 ID 列表',
  poNoMissing: () => '必须提供 po_no',
  noPo: (a) => `PO ${a.po} 不存在`,
  sheetName: () => '采购订单',
  header: () => ['PO 号', '行号', '供应商', '原厂料号', '原厂', '数量', '单价', '币种', '金额', '需求日期'],
  total: () => '合计',
} });
