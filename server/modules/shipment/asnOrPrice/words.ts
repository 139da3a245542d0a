// The OR price check's own words, in both languages.
import type { Locale } from '../../../../src/schema';

const en = {
  what: () => 'OR price records',
  asnMissing: () => 'Name the ASN to check: asn_id or invoice_no',
  asnNotFound: (a: { asn: string }) => `ASN ${a.asn} does not exist`,
  idMissing: () => 'id must be the whole number of an OR price record',
  remarkText: () => 'remark must be text',
};

type Catalogue = { [K in keyof typeof en]: (typeof en)[K] };

const zh: Catalogue = {
  what: () => 'OR 价格记录',
  asnMissing: () => '请指定要检查的 ASN：asn_id 或 invoice_no',
  asnNotFound: (a) => `ASN ${a.asn} 不存在`,
  idMissing: () => 'id 必须是 OR 价格记录的编号',
  remarkText: () => 'remark 必须是文本',
};

export function orPriceText<K extends keyof Catalogue>(locale: Locale | string, key: K, ...args: Parameters<Catalogue[K]>): string {
  return ((locale === 'zh-CN' ? zh : en)[key] as (...a: unknown[]) => string)(...args);
}
