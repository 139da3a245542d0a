// The auto-settlement checks' words, in the caller's language (stored with an error row as its reason).
import type { Locale } from '../../../../src/schema';

const WORDS = {
  'en-US': {
    missing: '{field} is missing',
    badQty: 'quantity "{value}" is not a whole number above 0',
    badPrice: 'unit price "{value}" is not a number of at most 6 decimals',
    badCurrency: 'currency "{value}" is unknown',
    badDate: 'settlement date "{value}" is not a date (YYYY-MM-DD or YYYYMMDD)',
    unknownCustomer: 'customer no. "{value}" is not a customer',
    unknownMpn: 'MPN "{value}" is not a material',
    amountDiffers: 'amount {value} is not quantity × unit price ({qty} × {price} = {amount})',
    noShippedSo: 'no shipped sales order of customer {customer} in {currency} holds {mpn}',
    noShippedSoNamed: 'sales order {so} is not a shipped order of customer {customer} in {currency} holding {mpn}',
    priceDiffers: 'unit price {price} differs from sales order {so} ({so_price})',
    f_settlement_no: 'settlement no.',
    f_sap_doc_no: 'SAP document no.',
    f_invoice_no: 'invoice no.',
    f_customer: 'customer no.',
    f_mpn: 'MPN',
    noColumn: 'the file has no column "{column}"',
    badCell: 'row {row}: cell {column} holds {value}',
    noRows: 'rows: give at least one row',
    notError: 'rows[{index}]: settlement line {id} is not an error row',
    unknownRow: 'rows[{index}]: settlement line {id} does not exist',
    badRow: 'rows[{index}]: give an id and the fields to correct',
    badField: 'rows[{index}].{field}: give text',
  },
  'zh-CN': {
    missing: '缺少{field}',
    badQty: '数量“{value}”不是大于 0 的整数',
    badPrice: '单价“{value}”不是最多 6 位小数的数字',
    badCurrency: '币种“{value}”未知',
    badDate: '结算日期“{value}”不是日期（YYYY-MM-DD 或 YYYYMMDD）',
    unknownCustomer: '客户编号“{value}”不存在',
    unknownMpn: '原厂料号“{value}”不是物料',
    amountDiffers: '金额 {value} 不等于数量 × 单价（{qty} × {price} = {amount}）',
    noShippedSo: '客户 {customer} 没有含 {mpn} 的 {currency} 已发货销售订单',
    noShippedSoNamed: '销售订单 {so} 不是客户 {customer} 含 {mpn} 的 {currency} 已发货订单',
    priceDiffers: '单价 {price} 与销售订单 {so} 的单价（{so_price}）不符',
    f_settlement_no: '结算单号',
    f_sap_doc_no: 'SAP 凭证号',
    f_invoice_no: '发票号',
    f_customer: '客户编号',
    f_mpn: '原厂料号',
    noColumn: '文件缺少“{column}”列',
    badCell: '第 {row} 行：{column} 单元格为 {value}',
    noRows: 'rows：至少给出一行',
    notError: 'rows[{index}]：结算行 {id} 不是错误行',
    unknownRow: 'rows[{index}]：结算行 {id} 不存在',
    badRow: 'rows[{index}]：请给出 id 和要更正的字段',
    badField: 'rows[{index}].{field}：请给出文本',
  },
} as const;

export type SettlementWord = keyof (typeof WORDS)['en-US'];

export function sw(locale: Locale, key: SettlementWord, vars: Record<string, string | number> = {}): string {
  const text: string = (WORDS[locale] ?? WORDS['en-US'])[key];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
