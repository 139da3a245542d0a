// The order modules' server words (customer and sales orders), in both languages.
import type { Locale } from '../../../../src/schema';

const en = {
  items: () => '"items" must be a non-empty list of rows',
  orders: () => '"orders" must be a non-empty list of orders',
  rowId: (a: { row: number; field: string }) => `Row ${a.row}: ${a.field} must be a positive whole number`,
  rowQty: (a: { row: number; title: string }) => `Row ${a.row} ${a.title}: Quantity must be a whole number of at least 1`,
  rowNoItem: (a: { row: number; id: number }) => `Row ${a.row}: item #${a.id} does not exist`,
  rowLocked: (a: { row: number; title: string }) => `Row ${a.row} ${a.title}: this item is locked and cannot be changed`,
  rowTooMuch: (a: { row: number; title: string; open: string }) => `Row ${a.row} ${a.title}: only ${a.open} left on the item to shift`,
  rowNoSo: (a: { row: number; id: number }) => `Row ${a.row}: sales order #${a.id} does not exist`,
  rowSameSo: (a: { row: number; title: string }) => `Row ${a.row} ${a.title}: the target is the item's own sales order`,
  rowOtherCustomer: (a: { row: number; title: string; so: string }) => `Row ${a.row} ${a.title}: sales order ${a.so} is for another customer`,
  rowClosed: (a: { row: number; title: string; so: string }) => `Row ${a.row} ${a.title}: sales order ${a.so} is no longer open`,
  rowCurrency: (a: { row: number; title: string; from: string; so: string; to: string }) =>
    `Row ${a.row} ${a.title}: the item is in ${a.from} but sales order ${a.so} is in ${a.to}; send confirmCurrency: true to shift it anyway`,
  rowConfirmBody: (a: { row: number }) => `Row ${a.row}: confirmCurrency must be true or false`,
  orderRow: (a: { row: number; message: string }) => `Order ${a.row}: ${a.message}`,
  locked: (a: { title: string }) => `Item ${a.title} is locked and cannot be changed or deleted`,
  forecast: () => 'Forecast is required: the code of the forecast the order is bound to',
  forecastBytes: () => 'Forecast may be at most 40 bytes',
  soIds: () => '"soIds" must be a non-empty list of sales order ids',
  soBound: (a: { so: string; order: string }) => `Sales order ${a.so} is already bound to order ${a.order}`,
  soPending: (a: { so: string }) => `A binding of sales order ${a.so} to this order is already waiting for review`,
  notSoCustomer: (a: { so: string }) => `Sales order ${a.so} is for another customer`,
  lockedBody: () => '"locked" must be true or false',
  fileMissing: () => 'Choose a file to upload',
  type: (a: { types: string }) => `type must be one of: ${a.types}`,
  noFile: (a: { id: number }) => `File #${a.id} does not exist`,
};

type Catalogue = typeof en;

const zh: Catalogue = {
  items: () => '“items”必须是非空的行列表',
  orders: () => '“orders”必须是非空的订单列表',
  rowId: (a) => `第 ${a.row} 行：${a.field} 必须是正整数`,
  rowQty: (a) => `第 ${a.row} 行 ${a.title}：数量必须是不小于 1 的整数`,
  rowNoItem: (a) => `第 ${a.row} 行：明细 #${a.id} 不存在`,
  rowLocked: (a) => `第 ${a.row} 行 ${a.title}：该明细已锁定，不能修改`,
  rowTooMuch: (a) => `第 ${a.row} 行 ${a.title}：该明细只剩 ${a.open} 可转移`,
  rowNoSo: (a) => `第 ${a.row} 行：销售订单 #${a.id} 不存在`,
  rowSameSo: (a) => `第 ${a.row} 行 ${a.title}：目标就是该明细所在的销售订单`,
  rowOtherCustomer: (a) => `第 ${a.row} 行 ${a.title}：销售订单 ${a.so} 属于其他客户`,
  rowClosed: (a) => `第 ${a.row} 行 ${a.title}：销售订单 ${a.so} 已不是未结状态`,
  rowCurrency: (a) => `第 ${a.row} 行 ${a.title}：该明细币种为 ${a.from}，销售订单 ${a.so} 币种为 ${a.to}；如仍要转移，请传 confirmCurrency: true`,
  rowConfirmBody: (a) => `第 ${a.row} 行：confirmCurrency 必须是 true 或 false`,
  orderRow: (a) => `第 ${a.row} 张订单：${a.message}`,
  locked: (a) => `明细 ${a.title} 已锁定，不能修改或删除`,
  forecast: () => '必须填写预测：订单绑定的预测编码',
  forecastBytes: () => '预测最多 40 个字节',
  soIds: () => '“soIds”必须是非空的销售订单 id 列表',
  soBound: (a) => `销售订单 ${a.so} 已绑定到订单 ${a.order}`,
  soPending: (a) => `销售订单 ${a.so} 绑定到该订单的申请已在等待审核`,
  notSoCustomer: (a) => `销售订单 ${a.so} 属于其他客户`,
  lockedBody: () => '“locked”必须是 true 或 false',
  fileMissing: () => '请选择要上传的文件',
  type: (a) => `type 必须是以下之一：${a.types}`,
  noFile: (a) => `文件 #${a.id} 不存在`,
};

export function orderText<K extends keyof Catalogue>(locale: Locale, key: K, ...args: Parameters<Catalogue[K]>): string {
  const fn = (locale === 'zh-CN' ? zh : en)[key] as (...a: Parameters<Catalogue[K]>) => string;
  return fn(...args);
}
