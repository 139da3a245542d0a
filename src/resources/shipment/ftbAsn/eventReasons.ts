// The event reasons this module's server writes, in words. An FTB ASN's item proposals, their reviews,
// the maxout review, invoice numbers and the ASN draft thrown from it (server/modules/shipment/ftbAsn).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

const change = (kind: string) => (kind === 'add' ? label('New item', '新增明细') : label('Item change', '明细变更'));

export default defineEventReasons({
  exact: {
    'invoice number': label('Invoice number set', '设置发票号'),
    'maxout price agreed': label('Price below maxout agreed', '低于保本价已同意'),
    'maxout price refused': label('Price below maxout refused', '低于保本价已拒绝'),
  },
  patterns: [
    [/^item (\w+) proposed$/, (m) => label(`${change(m[1]).en} proposed`, `${change(m[1]).zh}已提议`)],
    [/^item (\w+) agreed$/, (m) => label(`${change(m[1]).en} agreed`, `${change(m[1]).zh}已同意`)],
    [/^item (\w+) refused$/, (m) => label(`${change(m[1]).en} refused`, `${change(m[1]).zh}已拒绝`)],
    [/^thrown from FTB (.+)$/, (m) => label(`Made from FTB ASN ${m[1]}`, `由 FTB ASN ${m[1]} 生成`)],
  ],
});
