// The EDI record calls' own words, in both languages (refusals, and the differences noted on a record).
import { defineWords } from '../../../http/words';

const en = {
  badX12: (a: { set: string; detail: string }) => `Not a valid X12 ${a.set} interchange: ${a.detail}`,
  duplicate: (a: { set: string; no: string; sender: string }) => `${a.set} ${a.no} from ${a.sender} is already recorded`,
  fileMissing: (a: { set: string }) => `Send the X12 ${a.set} file (field "file" or "x12")`,
  raced: () => 'The same document was recorded by someone else a moment ago: reload the list',
  listMissing: () => '"list" must name the shipped ASNs to send (at most 500 ids)',
  asnMissing: (a: { ids: string }) => `No ASN has the id ${a.ids}`,
  notShipped: (a: { items: string }) => `Only shipped ASNs are sent as 856: ${a.items}`,
  alreadySent: (a: { items: string }) => `An 856 was already sent for ${a.items}`,
  noItems: (a: { invoice: string }) => `ASN ${a.invoice} has no items to send`,
  unmatched: (a: { invoice: string; po: string }) => `No ASN with invoice no. "${a.invoice}" or an item of PO "${a.po}"`,
  ambiguous: (a: { po: string; count: number }) => `PO ${a.po} is on ${a.count} ASNs: give the invoice number`,
  qtyDiffers: (a: { mpn: string; doc: number; asn: number }) => `${a.mpn}: ${a.doc} here, ${a.asn} on the ASN`,
  priceDiffers: (a: { mpn: string; doc: string; asn: string }) => `${a.mpn}: price ${a.doc} here, ${a.asn} on the ASN`,
  notOnAsn: (a: { mpn: string }) => `${a.mpn} is not on the ASN`,
  missingHere: (a: { mpn: string; qty: number }) => `${a.mpn} (${a.qty} on the ASN) is missing here`,
  rejected: (a: { mpn: string; qty: number }) => `${a.mpn}: ${a.qty} rejected`,
};
export const ediRecordText = defineWords({ 'en-US': en, 'zh-CN': {
  badX12: (a) => `不是有效的 X12 ${a.set} 交换文件：${a.detail}`,
  duplicate: (a) => `${a.sender} 的 ${a.set} ${a.no} 已记录`,
  fileMissing: (a) => `请发送 X12 ${a.set} 文件（字段“file”或“x12”）`,
  raced: () => '同一单据刚被他人记录：请刷新列表',
  listMissing: () => '“list”必须列出要发送的已发货 ASN（最多 500 个 id）',
  asnMissing: (a) => `没有 id 为 ${a.ids} 的 ASN`,
  notShipped: (a) => `只有已发货的 ASN 才能作为 856 发送：${a.items}`,
  alreadySent: (a) => `以下 ASN 已发送过 856：${a.items}`,
  noItems: (a) => `ASN ${a.invoice} 没有可发送的明细`,
  unmatched: (a) => `没有发票号为“${a.invoice}”或含 PO“${a.po}”明细的 ASN`,
  ambiguous: (a) => `PO ${a.po} 出现在 ${a.count} 张 ASN 上：请提供发票号`,
  qtyDiffers: (a) => `${a.mpn}：本单 ${a.doc}，ASN 为 ${a.asn}`,
  priceDiffers: (a) => `${a.mpn}：本单单价 ${a.doc}，ASN 为 ${a.asn}`,
  notOnAsn: (a) => `${a.mpn} 不在 ASN 上`,
  missingHere: (a) => `${a.mpn}（ASN 上 ${a.qty}）本单缺少`,
  rejected: (a) => `${a.mpn}：拒收 ${a.qty}`,
} });
