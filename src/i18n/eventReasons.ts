// Words for the reasons the server writes on events (server/**: the `reason` of recordEvent,
// updateIn and the modules' touch helpers). A command's or transition's name is worded by its
// declaration (src/views/history/eventDiff.ts); these are the rest: fixed reasons, and reasons
// carrying a number or a name (`upload ${kind}`, `invoice ${no}`). A reason a person typed (a delete
// or a command that asks for one) matches none and is shown as written.
import type { Label } from '../schema/types';

export const EVENT_REASONS: Record<string, Label> = {
  save: { en: 'Saved', zh: '保存' },
  confirm: { en: 'Confirmed', zh: '确认' },
  'upload quotation': { en: 'Quotation uploaded', zh: '上传报价单' },
  superseded: { en: 'Superseded by a newer price', zh: '被新价格取代' },
  fb: { en: 'Feedback price', zh: '反馈价格' },
  'srp import': { en: 'SRP import', zh: 'SRP 导入' },
  'quote import': { en: 'Quote import', zh: '报价导入' },
  'sync with EDI 850': { en: 'Synced with EDI 850', zh: '与 EDI 850 同步' },
  'document uploaded': { en: 'Document uploaded', zh: '已上传文件' },
  voided: { en: 'Voided', zh: '已作废' },
  'quantity change': { en: 'Quantity changed', zh: '数量变更' },
  'bind forecast': { en: 'Forecast bound', zh: '绑定预测' },
  'binding approved': { en: 'Binding approved', zh: '绑定已批准' },
  'add items': { en: 'Items added', zh: '新增明细' },
  'edit items': { en: 'Items edited', zh: '编辑明细' },
  'delete item': { en: 'Item deleted', zh: '删除明细' },
  'lock item': { en: 'Item locked', zh: '锁定明细' },
  'unlock item': { en: 'Item unlocked', zh: '解锁明细' },
  'shift to sales orders': { en: 'Shifted to sales orders', zh: '转为销售订单' },
  'shift between sales orders': { en: 'Shifted between sales orders', zh: '销售订单间转移' },
  received: { en: 'Received', zh: '已收货' },
  'cancel on-way': { en: 'On-way cancelled', zh: '取消在途' },
  'or price remark': { en: 'OR price remark changed', zh: 'OR 价格备注已修改' },
  'on-way quantity': { en: 'On-way quantity changed', zh: '在途数量变更' },
  'book on-way': { en: 'On-way booked', zh: '登记在途' },
  'remove on-way': { en: 'On-way removed', zh: '移除在途' },
  'demand changed': { en: 'Demand changed', zh: '需求变更' },
  'sent to TI': { en: 'Sent to TI', zh: '已发送给 TI' },
  'sync: fully invoiced': { en: 'Synced: fully invoiced', zh: '同步：已全部开票' },
  'list stage: lines saved': { en: 'List stage: lines saved', zh: '列表阶段：明细已保存' },
  'compile stage: results saved': { en: 'Compile stage: results saved', zh: '编制阶段：结果已保存' },
  'batch delete': { en: 'Batch delete', zh: '批量删除' },
  binding: { en: 'Bound to a PO', zh: '绑定 PO' },
};

const UPLOAD_KINDS: Record<string, Label> = {
  costbook: { en: 'cost book', zh: '成本手册' },
  ti_leadtime: { en: 'TI lead times', zh: 'TI 交期' },
  notify: { en: 'notify letter', zh: '通知函' },
  callback: { en: "vendor's callback", zh: '原厂回复' },
};

type Pattern = [RegExp, (m: RegExpExecArray) => Label];

/** Reasons with a value in them; the value stays as written (a number, a file or document name). */
const PATTERNS: Pattern[] = [
  [/^upload (\w+)$/, (m) => ({ en: `Uploaded: ${UPLOAD_KINDS[m[1]]?.en ?? m[1]}`, zh: `上传：${UPLOAD_KINDS[m[1]]?.zh ?? m[1]}` })],
  [/^status: (.+)$/, (m) => ({ en: `Status: ${m[1]}`, zh: `状态：${m[1]}` })],
  [/^invoice (.+)$/, (m) => ({ en: `Invoice ${m[1]}`, zh: `发票 ${m[1]}` })],
  [/^X12 (.+)$/, (m) => ({ en: `X12 file ${m[1]}`, zh: `X12 文件 ${m[1]}` })],
  [/^price draft #(\d+)$/, (m) => ({ en: `Price draft #${m[1]}`, zh: `价格草稿 #${m[1]}` })],
  [/^(\w+) notice$/, (m) => ({ en: `${m[1]} notice`, zh: `${m[1]} 通知` })],
  [/^item (\d+) changed$/, (m) => ({ en: `Item ${m[1]} changed`, zh: `第 ${m[1]} 行已修改` })],
  [/^item (\d+) deleted$/, (m) => ({ en: `Item ${m[1]} deleted`, zh: `第 ${m[1]} 行已删除` })],
  [/^shift (.+) -> (.+)$/, (m) => ({ en: `Shifted ${m[1]} → ${m[2]}`, zh: `转移 ${m[1]} → ${m[2]}` })],
  [/^binding (.+)$/, (m) => ({ en: `Bound to ${m[1]}`, zh: `绑定 ${m[1]}` })],
  [/^default instead of assignment (.+)$/, (m) => ({ en: `Default instead of assignment ${m[1]}`, zh: `设为默认，取代分配 ${m[1]}` })],
];

/** A server-written reason's words, or undefined when it is none of them (then it was typed). */
export function knownReason(reason: string): Label | undefined {
  const exact = EVENT_REASONS[reason];
  if (exact) return exact;
  for (const [pattern, words] of PATTERNS) {
    const m = pattern.exec(reason);
    if (m) return words(m);
  }
  return undefined;
}
