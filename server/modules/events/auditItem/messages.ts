// The audit items' own words, in both languages (R18's wording: memo per item, no pending item).
import type { Locale } from '../../../../src/schema';

const en = {
  what: () => 'audit items',
  decisionsMissing: () => 'Send a list of decisions: audit_item_id, audit_status (2 agree, 3 refuse) and audit_memo',
  tooMany: (a: { max: number }) => `At most ${a.max} audit items can be decided at once`,
  badItem: () => 'Each decision must be an object with audit_item_id, audit_status and audit_memo',
  badId: () => 'audit_item_id must be a whole number of at least 1',
  twice: (a: { id: number }) => `Audit item ${a.id} is listed twice`,
  badStatus: () => 'audit_status must be 2 (agree) or 3 (refuse)',
  notText: () => 'audit_memo must be text',
  notFound: (a: { ids: string }) => `Audit item not found: ${a.ids}`,
  forbidden: (a: { items: string }) => `You may not decide these audit items: ${a.items}`,
  memoMissing: (a: { items: string }) => `Refusing needs a memo on every item. Without a memo: ${a.items}`,
  stale: (a: { items: string }) => `Someone else changed these audit items since you opened them: ${a.items}. Reload the list.`,
  nonePending: () => 'No pending audit item: only items waiting for review can be agreed or refused',
  badQueue: (a: { value: string }) => `"${a.value}" is not a review queue you may read`,
  badStatusFilter: () => 'audit_status must be 1 (pending), 2 (agreed) or 3 (refused)',
  sheet: () => 'Audit items',
  header: () => ['Invoice no.', 'Queue', 'Supplier', 'Customer', 'MPN', 'Qty', 'Price', 'Reference price', 'Currency', 'Reason', 'Status', 'Memo', 'Audited by', 'Audited at', 'Created at'],
  noRows: () => 'cannot get report info',
};

type Catalogue = { [K in keyof typeof en]: (typeof en)[K] };

const zh: Catalogue = {
  what: () => '审核项',
  decisionsMissing: () => '请提交审核列表：audit_item_id、audit_status（2 同意，3 拒绝）和 audit_memo',
  tooMany: (a) => `一次最多审核 ${a.max} 条`,
  badItem: () => '每条审核必须包含 audit_item_id、audit_status 和 audit_memo',
  badId: () => 'audit_item_id 必须是不小于 1 的整数',
  twice: (a) => `审核项 ${a.id} 重复提交`,
  badStatus: () => 'audit_status 必须是 2（同意）或 3（拒绝）',
  notText: () => 'audit_memo 必须是文本',
  notFound: (a) => `审核项不存在：${a.ids}`,
  forbidden: (a) => `您无权审核以下项目：${a.items}`,
  memoMissing: (a) => `拒绝时每一项都必须填写备注。未填写备注的发票：${a.items}`,
  stale: (a) => `以下审核项在您打开后已被他人修改：${a.items}。请刷新列表。`,
  nonePending: () => '没有待审核的项目：只有待审核的项目可以同意或拒绝',
  badQueue: (a) => `“${a.value}”不是您可查看的审核队列`,
  badStatusFilter: () => 'audit_status 必须是 1（待审核）、2（已同意）或 3（已拒绝）',
  sheet: () => '审核项',
  header: () => ['发票号', '队列', '供应商', '客户', '料号', '数量', '单价', '参考价', '币种', '原因', '状态', '备注', '审核人', '审核时间', '创建时间'],
  noRows: () => '无法获取报表信息',
};

export function auditText<K extends keyof Catalogue>(locale: Locale | string, key: K, ...args: Parameters<Catalogue[K]>): ReturnType<Catalogue[K]> {
  const fn = (locale === 'zh-CN' ? zh : en)[key] as (...a: unknown[]) => ReturnType<Catalogue[K]>;
  return fn(...args);
}
