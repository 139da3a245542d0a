// The price table's server words, in both languages.
import type { Locale } from '../../../../src/schema';

const en = {
  rows: () => 'The prices must be a list of rows',
  rowField: (a: { row: number; field: string; rule: string }) => `Row ${a.row}: ${a.field} ${a.rule}`,
  overlap: (a: { row: number; mpn: string; ec: string; cpn: string; from: string; to: string }) =>
    `Row ${a.row}: overlaps the price of ${a.mpn} (EC ${a.ec}, CPN ${a.cpn}) valid ${a.from} to ${a.to}`,
  any: () => 'any',
  open: () => 'open',
  unknownMaterial: (a: { row: number; id: string }) => `Row ${a.row}: material #${a.id} does not exist`,
  unknownEc: (a: { row: number; id: string }) => `Row ${a.row}: end customer #${a.id} does not exist`,
  decimal: () => 'must be a number of at least 0 with at most 6 decimals',
  required: () => 'is required',
  date: () => 'must be a date (YYYY-MM-DD)',
  dateOrder: () => 'must not be before valid_from',
  currency: () => 'must be a currency code such as USD',
  id: () => 'must be a record id',
  text: () => 'must be text of at most 60 bytes',
  bool: () => 'must be true or false',
  findNeeds: () => 'give mpn with ec_code (and plan_ship_date), or mpn with cpn',
  noPrice: () => 'no price in effect',
  items: () => 'must be a list of 1 to 1000 lines, each with an mpn',
  noDbp: () => 'You may not see the DBP (cost): the lowest price needs the field right "price_ti.dbp"',
  fbItems: () => 'must be a list of FB price rows, each with its id',
  notFb: (a: { row: number; id: number }) => `Row ${a.row}: price #${a.id} is not an FB variant row`,
  missing: (a: { row: number; id: number }) => `Row ${a.row}: price #${a.id} does not exist`,
  stale: (a: { row: number; id: number }) => `Row ${a.row}: price #${a.id} was changed by someone else; reload and try again`,
  nothingToSet: () => 'give quote_price, srp, moq or dbp to change',
  srpNoMatch: (a: { key: string; date: string }) => `no price of ${a.key} is in effect on ${a.date}`,
  srpColumns: () => 'The sheet needs the columns MPN, SRP, Valid from and one of EC code or CPN',
  srpSheet: () => 'Prices',
  header: () => ['MPN', 'Description', 'EC code', 'CPN', 'Currency', 'Quote price', 'SRP', 'DBP', 'MOQ', 'Valid from', 'Valid to', 'FB'],
};

type Catalogue = typeof en;

const zh: Catalogue = {
  rows: () => '价格必须是行列表',
  rowField: (a) => `第 ${a.row} 行：${a.field} ${a.rule}`,
  overlap: (a) => `第 ${a.row} 行：与 ${a.mpn}（EC ${a.ec}，CPN ${a.cpn}）${a.from} 至 ${a.to} 的价格期间重叠`,
  any: () => '任意',
  open: () => '长期',
  unknownMaterial: (a) => `第 ${a.row} 行：物料 #${a.id} 不存在`,
  unknownEc: (a) => `第 ${a.row} 行：终端客户 #${a.id} 不存在`,
  decimal: () => '必须是不小于 0 的数字，最多 6 位小数',
  required: () => '必填',
  date: () => '必须是日期（YYYY-MM-DD）',
  dateOrder: () => '不能早于生效日期',
  currency: () => '必须是币种代码，例如 USD',
  id: () => '必须是记录编号',
  text: () => '必须是不超过 60 字节的文本',
  bool: () => '必须是 true 或 false',
  findNeeds: () => '请提供 mpn 与 ec_code（及 plan_ship_date），或 mpn 与 cpn',
  noPrice: () => '没有生效的价格',
  items: () => '必须是 1 到 1000 行的列表，每行包含 mpn',
  noDbp: () => '您无权查看 DBP（成本）：最低价需要字段权限“price_ti.dbp”',
  fbItems: () => '必须是 FB 价格行的列表，每行包含其 id',
  notFb: (a) => `第 ${a.row} 行：价格 #${a.id} 不是 FB 版本`,
  missing: (a) => `第 ${a.row} 行：价格 #${a.id} 不存在`,
  stale: (a) => `第 ${a.row} 行：价格 #${a.id} 已被他人修改，请刷新后重试`,
  nothingToSet: () => '请提供要修改的 quote_price、srp、moq 或 dbp',
  srpNoMatch: (a) => `${a.key} 在 ${a.date} 没有生效的价格`,
  srpColumns: () => '表格需要列：MPN、SRP、生效日期，以及 EC 代码或 CPN 之一',
  srpSheet: () => '价格',
  header: () => ['原厂料号', '描述', 'EC 代码', '客户料号', '币种', '报价', '建议零售价', 'DBP', '最小订购量', '生效日期', '失效日期', 'FB'],
};

export function priceText<K extends keyof Catalogue>(locale: Locale, key: K, ...args: Parameters<Catalogue[K]>): ReturnType<Catalogue[K]> {
  const fn = (locale === 'zh-CN' ? zh : en)[key] as (...a: Parameters<Catalogue[K]>) => ReturnType<Catalogue[K]>;
  return fn(...args);
}
