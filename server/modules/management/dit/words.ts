// The DIT calls' own words, in both languages.
import { defineWords } from '../../../http/words';

export const ditWords = defineWords({
  'en-US': {
    notFound: 'DIT project %{id} not found',
    bgNotFound: 'Business group %{id} not found',
    ditMissing: 'DIT project is required',
    qtyBad: 'Quantity must be a whole number of at least 1',
    priceBad: 'Target price must be a number of at least 0 with at most 6 decimals',
    dueBad: 'Due date must be a date such as 2026-12-31',
    archived: 'This DIT project is archived: no RFQ can be raised from it',
  },
  'zh-CN': {
    notFound: 'DIT 项目 %{id} 不存在',
    bgNotFound: '事业群 %{id} 不存在',
    ditMissing: 'DIT 项目必填',
    qtyBad: '数量必须是不小于 1 的整数',
    priceBad: '目标价必须是不小于 0 的数字，最多 6 位小数',
    dueBad: '截止日期格式应如 2026-12-31',
    archived: '该 DIT 项目已归档，不能再发起询价',
  },
});
