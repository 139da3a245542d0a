// The VMI module's server words, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  oneOf: (a: { choices: string }) => `must be one of: ${a.choices}`,
  noInvoice: (a: { invoice: string }) => `Invoice ${a.invoice} has no VMI goods receipt`,
  progressSheet: () => 'VMI GR progress',
  header: () => ['Invoice no.', 'Supplier', 'Lines', 'Lines received', 'Invoice qty', 'Received qty', 'Progress (%)', 'Status', 'Last GR date'],
  status: (a: { status: string }) => ({ open: 'Open', partial: 'Partly received', received: 'Received' })[a.status] ?? a.status,
  items: () => '"items" must be a list of rows, each with material_id and unit_price',
  rowMaterial: (a: { row: number }) => `Row ${a.row}: Material must be chosen`,
  rowUnknown: (a: { row: number; id: string }) => `Row ${a.row}: Material #${a.id} does not exist`,
  rowPrice: (a: { row: number; title: string }) => `Row ${a.row} ${a.title}: Unit price must be a number of at least 0 with at most 4 decimals`,
  rowNoCost: (a: { row: number; title: string }) => `Row ${a.row} ${a.title}: The material has no standard cost, so the price cannot be checked`,
  rowOff: (a: { row: number; title: string; price: string; pct: string }) => `Row ${a.row} ${a.title}: Unit price ${a.price} is more than ${a.pct}% away from the material's standard cost`,
  emptyDraft: (a: { doc: string }) => `${a.doc} has no lines to apply`,
};

export const vmiText = defineWords({ 'en-US': en, 'zh-CN': {
  oneOf: (a) => `必须是以下之一：${a.choices}`,
  noInvoice: (a) => `发票 ${a.invoice} 没有 VMI 收货记录`,
  progressSheet: () => 'VMI 收货进度',
  header: () => ['发票号', '供应商', '行数', '已收齐行数', '发票数量', '已收数量', '进度（%）', '状态', '最近收货日期'],
  status: (a) => ({ open: '未收货', partial: '部分收货', received: '已收齐' })[a.status] ?? a.status,
  items: () => '“items”必须是行列表，每行包含 material_id 和 unit_price',
  rowMaterial: (a) => `第 ${a.row} 行：必须选择物料`,
  rowUnknown: (a) => `第 ${a.row} 行：物料 #${a.id} 不存在`,
  rowPrice: (a) => `第 ${a.row} 行 ${a.title}：单价必须是不小于 0 的数字，最多 4 位小数`,
  rowNoCost: (a) => `第 ${a.row} 行 ${a.title}：该物料没有标准成本，无法核对价格`,
  rowOff: (a) => `第 ${a.row} 行 ${a.title}：单价 ${a.price} 与物料标准成本相差超过 ${a.pct}%`,
  emptyDraft: (a) => `${a.doc} 没有可执行的明细行`,
} });
