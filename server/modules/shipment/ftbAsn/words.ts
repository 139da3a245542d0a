// The FTB ASN calls' own words, in both languages.
import type { Locale } from '../../../../src/schema';

const en = {
  what: () => 'FTB ASNs',
  maxoutWhat: () => 'the FTB maxout view',
  notFound: (a: { id: string }) => `FTB ASN not found: ${a.id}`,
  itemNotFound: (a: { id: string }) => `FTB ASN item not found: ${a.id}`,
  notOpen: (a: { ftb: string }) => `FTB ASN ${a.ftb} is no longer open: its items cannot change`,
  stale: (a: { ftb: string }) => `FTB ASN ${a.ftb} changed since you opened it. Reload it and try again.`,
  changeWaiting: (a: { ftb: string; line: number }) => `FTB ASN ${a.ftb}, line ${a.line}: a change of this item already waits for review`,
  nothingChanged: () => 'Nothing to change: send at least one of material_id, cpn, order_no, po_line, qty, price, remark that differs',
  tooMany: (a: { max: number }) => `An FTB ASN may have at most ${a.max} items`,
  appliedGone: (a: { ftb: string }) => `FTB ASN ${a.ftb} changed since the change was proposed (or is no longer open): refuse the change and propose it again`,
  changeReason: (a: { line: number; parts: string }) => `Line ${a.line}: ${a.parts}`,
  addReason: (a: { mpn: string; qty: string; price: string }) => `New item ${a.mpn}: ${a.qty} at ${a.price}`,
  maxoutReason: (a: { price: string; maxout: string }) => `Price ${a.price} below the maxout price ${a.maxout}`,
  throwNeeds: (a: { ftb: string; what: string }) => `FTB ASN ${a.ftb} cannot become an ASN yet: ${a.what}`,
  needBillDate: () => 'set its bill date',
  needInvoice: () => 'give it an invoice number',
  needNoChanges: (a: { n: number }) => `${a.n} item change(s) still wait for review`,
  needMaxout: () => 'an item below its maxout price is not agreed',
  needItems: () => 'it has no items',
  noSupplier: (a: { name: string }) => `supplier account "${a.name}" does not exist`,
  invoiceTaken: (a: { no: string }) => `Invoice number ${a.no} is already used`,
  invoiceTwice: (a: { no: string }) => `Invoice number ${a.no} is given twice`,
  invoiceItems: () => 'Send items: a list of { id, invoice_no, version }',
  invoiceBad: () => 'invoice_no must be 1 to 30 bytes of letters, digits, "-" or "_"',
  existBody: () => 'Send invoice_no: one invoice number or a list of them (at most 1000)',
  noRows: () => 'Nothing to report: no row matches',
  reportSheet: () => 'FTB ASN',
  reportHeader: () => ['FTB entry no.', 'Invoice no.', 'Supplier account', 'Ship customer', 'Forwarder', 'Bonded warehouse', 'Arrived in bond', 'Bill date', 'Items', 'Total quantity', 'Amount', 'Currency', 'Maxout check', 'Changes in review', 'Status'],
  maxoutSheet: () => 'FTB maxout',
  maxoutHeader: () => ['FTB entry no.', 'Invoice no.', 'Supplier account', 'Ship customer', 'Line', 'MPN', 'Quantity', 'Price', 'Maxout price', 'Gap', 'Amount below maxout', 'Currency', 'Maxout check'],
  badStatus: () => 'status must be one of the FTB ASN states',
  badMaxoutStatus: () => 'maxout_status must be pending, agreed or refused',
};

type Catalogue = { [K in keyof typeof en]: (typeof en)[K] };

const zh: Catalogue = {
  what: () => 'FTB ASN',
  maxoutWhat: () => 'FTB 保本价视图',
  notFound: (a) => `FTB ASN 不存在：${a.id}`,
  itemNotFound: (a) => `FTB ASN 明细不存在：${a.id}`,
  notOpen: (a) => `FTB ASN ${a.ftb} 已不在处理中，明细不能修改`,
  stale: (a) => `FTB ASN ${a.ftb} 在您打开后已被修改，请刷新后重试。`,
  changeWaiting: (a) => `FTB ASN ${a.ftb} 第 ${a.line} 行：该明细已有一项修改在等待审核`,
  nothingChanged: () => '没有可修改的内容：请至少提交一项不同的 material_id、cpn、order_no、po_line、qty、price 或 remark',
  tooMany: (a) => `一张 FTB ASN 最多 ${a.max} 个品项`,
  appliedGone: (a) => `FTB ASN ${a.ftb} 在提出修改后已变化（或已不在处理中）：请拒绝该修改并重新提出`,
  changeReason: (a) => `第 ${a.line} 行：${a.parts}`,
  addReason: (a) => `新增品项 ${a.mpn}：数量 ${a.qty}，单价 ${a.price}`,
  maxoutReason: (a) => `单价 ${a.price} 低于保本价 ${a.maxout}`,
  throwNeeds: (a) => `FTB ASN ${a.ftb} 还不能转为 ASN：${a.what}`,
  needBillDate: () => '请设置开票日期',
  needInvoice: () => '请填写发票号',
  needNoChanges: (a) => `还有 ${a.n} 项明细修改在等待审核`,
  needMaxout: () => '有低于保本价的品项未获同意',
  needItems: () => '没有任何明细',
  noSupplier: (a) => `供应商账号“${a.name}”不存在`,
  invoiceTaken: (a) => `发票号 ${a.no} 已被使用`,
  invoiceTwice: (a) => `发票号 ${a.no} 重复`,
  invoiceItems: () => '请提交 items：{ id, invoice_no, version } 的列表',
  invoiceBad: () => 'invoice_no 必须是 1 到 30 字节的字母、数字、“-”或“_”',
  existBody: () => '请提交 invoice_no：一个发票号或发票号列表（最多 1000 个）',
  noRows: () => '没有可导出的数据：没有符合条件的行',
  reportSheet: () => 'FTB ASN',
  reportHeader: () => ['FTB 入仓单号', '发票号', '供应商账号', '收货客户', '货代', '保税仓', '入仓日期', '开票日期', '品项数', '总数量', '金额', '币种', '保本价检查', '待审修改', '状态'],
  maxoutSheet: () => 'FTB 保本价',
  maxoutHeader: () => ['FTB 入仓单号', '发票号', '供应商账号', '收货客户', '行号', '料号', '数量', '单价', '保本价', '差额', '低于保本价金额', '币种', '保本价检查'],
  badStatus: () => 'status 必须是 FTB ASN 的状态之一',
  badMaxoutStatus: () => 'maxout_status 必须是 pending、agreed 或 refused',
};

export function ftbText<K extends keyof Catalogue>(locale: Locale | string, key: K, ...args: Parameters<Catalogue[K]>): ReturnType<Catalogue[K]> {
  const fn = (locale === 'zh-CN' ? zh : en)[key] as (...a: unknown[]) => ReturnType<Catalogue[K]>;
  return fn(...args);
}
