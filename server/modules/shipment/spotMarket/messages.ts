// The spot-market calls' own words, in both languages.
import type { Locale } from '../../../../src/schema';

const en = {
  notFound: (a: { id: string }) => `Spot order ${a.id} does not exist`,
  invoiceNotFound: (a: { id: string }) => `Invoice ${a.id} does not exist`,
  notDraft: (a: { no: string }) => `Spot order ${a.no} is no longer a draft`,
  alreadySent: (a: { no: string }) => `Spot order ${a.no} has been sent to TI; its demand can no longer change`,
  notOrdered: (a: { no: string }) => `Spot order ${a.no} is still a draft: place the order first`,
  noLines: (a: { no: string }) => `Spot order ${a.no} has no lines`,
  notSent: (a: { no: string }) => `Spot order ${a.no} has not been sent to TI; only a sent order is invoiced`,
  stale: (a: { no: string }) => `Spot order ${a.no} was changed by someone else; reload it and try again`,
  versionMissing: () => '"version" (the order\'s version you read) is required',
  required: (a: { field: string }) => `${a.field} is required`,
  badDate: (a: { field: string }) => `${a.field} must be a date (YYYY-MM-DD)`,
  badText: (a: { field: string; max: number }) => `${a.field} must be text of 1 to ${a.max} characters`,
  rows: () => '"items" must list 1 to 200 rows',
  notLine: () => 'is not a line of this order',
  badQty: () => 'quantity must be a whole number of at least 1',
  badPrice: () => 'unit price must be a number of at least 0 with at most 4 decimals',
  overInvoiced: (a: { left: string }) => `only ${a.left} left to invoice`,
  onlyDemand: (a: { field: string }) => `${a.field} cannot be changed here (quantity and request date only)`,
  duplicateInvoice: (a: { no: string }) => `Invoice ${a.no} already exists`,
};
type Words = typeof en;
const zh: Words = {
  notFound: (a) => `现货单 ${a.id} 不存在`,
  invoiceNotFound: (a) => `发票 ${a.id} 不存在`,
  notDraft: (a) => `现货单 ${a.no} 已不是草稿`,
  alreadySent: (a) => `现货单 ${a.no} 已发送 TI，需求不能再修改`,
  notOrdered: (a) => `现货单 ${a.no} 仍是草稿，请先下单`,
  noLines: (a) => `现货单 ${a.no} 没有明细`,
  notSent: (a) => `现货单 ${a.no} 尚未发送 TI，只有已发送的订单可以开票`,
  stale: (a) => `现货单 ${a.no} 已被他人修改，请刷新后重试`,
  versionMissing: () => '缺少“version”（您读取时的订单版本）',
  required: (a) => `${a.field} 为必填项`,
  badDate: (a) => `${a.field} 必须是日期（YYYY-MM-DD）`,
  badText: (a) => `${a.field} 必须是 1 到 ${a.max} 个字符的文本`,
  rows: () => '“items”必须列出 1 到 200 行',
  notLine: () => '不是该订单的明细',
  badQty: () => '数量必须是不小于 1 的整数',
  badPrice: () => '单价必须是不小于 0 且最多 4 位小数的数字',
  overInvoiced: (a) => `仅剩 ${a.left} 可开票`,
  onlyDemand: (a) => `${a.field} 不能在此修改（仅数量和需求日期）`,
  duplicateInvoice: (a) => `发票 ${a.no} 已存在`,
};

export function spotText<K extends keyof Words>(locale: Locale, key: K, ...args: Parameters<Words[K]>): string {
  return ((locale === 'zh-CN' ? zh : en)[key] as (...a: unknown[]) => string)(...args);
}
