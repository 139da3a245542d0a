// The ASN editor calls' own words (en-US, zh-CN); rows are named as rule R22 says (rowMessage).
import type { Locale } from '../../../../src/schema';

type Args = Record<string, string | number>;

const en = {
  fileMissing: () => 'Choose a file to upload',
  ordersNeeded: () => 'Choose at least one order',
  notOpen: (a: Args) => `Order ${a.ids} is not open or has nothing left to ship`,
  groupBy: () => 'groupBy must be orderNo or mpn',
  required: (a: Args) => `fill in ${a.fields} (order no., quantity and the line or the MPN)`,
  noOrder: (a: Args) => `order ${a.no} is not an open order`,
  noLine: (a: Args) => `order ${a.no} has no open line like this`,
  manyLines: (a: Args) => `order ${a.no} has this MPN on several lines: give the line`,
  twice: (a: Args) => `this line of order ${a.no} is already on another row`,
  badQty: (a: Args) => `"${a.value}" is not a quantity above 0`,
  badPrice: (a: Args) => `"${a.value}" is not a price`,
  emptySheet: () => 'The sheet has no items',
  problems: (a: Args) => `${a.count} rows of the sheet cannot be used`,
};
type Key = keyof typeof en;

const zh: Record<Key, (a: Args) => string> = {
  fileMissing: () => '请选择要上传的文件',
  ordersNeeded: () => '请至少选择一张订单',
  notOpen: (a) => `订单 ${a.ids} 未开放或已无可出货数量`,
  groupBy: () => 'groupBy 只能是 orderNo 或 mpn',
  required: (a) => `请填写 ${a.fields}（订单号、数量，以及行号或原厂料号）`,
  noOrder: (a) => `订单 ${a.no} 不是未结订单`,
  noLine: (a) => `订单 ${a.no} 没有这样的未结行`,
  manyLines: (a) => `订单 ${a.no} 有多行是此料号，请填写行号`,
  twice: (a) => `订单 ${a.no} 的这一行已在其他行中`,
  badQty: (a) => `“${a.value}”不是大于 0 的数量`,
  badPrice: (a) => `“${a.value}”不是价格`,
  emptySheet: () => '表格中没有明细',
  problems: (a) => `表格中有 ${a.count} 行无法使用`,
};

export const editorText = (locale: Locale, key: Key, args: Args = {}): string => (locale === 'zh-CN' ? zh : en)[key](args);
