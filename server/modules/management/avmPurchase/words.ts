// The purchase reconciliation calls' own words, in both languages.
import { defineWords } from '../../../http/words';

export const pw = defineWords({
  'en-US': {
    confirmed: 'The reconciliation is confirmed: its figures can no longer change',
    notCalculated: 'Calculate the reconciliation first: it has no lines yet',
    lineUnknown: 'Reconciliation line %{id} does not exist',
    qtyBad: 'Confirmed quantity must be a whole number from 0 to 1,000,000,000',
    remarkLong: 'Remark may have at most 250 bytes',
    nothing: 'Send confirmed_qty or remark to change the line',
  },
  'zh-CN': {
    confirmed: '对账单已确认，金额不能再修改',
    notCalculated: '请先计算对账单：尚无明细',
    lineUnknown: '对账明细 %{id} 不存在',
    qtyBad: '确认数量必须是 0 到 1,000,000,000 之间的整数',
    remarkLong: '备注最多 250 字节',
    nothing: '请提交 confirmed_qty 或 remark 以修改明细',
  },
});
