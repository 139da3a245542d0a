// The AVM employee calls' own words, in both languages.
import { defineWords } from '../../../http/words';

export const ew = defineWords({
  'en-US': {
    what: 'AVM employee figures',
    unknown: 'AVM employee row %{id} does not exist',
    rateBad: 'Commission rate must be a number from 0 to 100 with at most 4 decimals',
    remarkLong: 'Remark may have at most 250 bytes',
    nothing: 'Send commission_rate or remark to change the row',
    userUnknown: 'User %{id} does not exist',
    periodBad: 'a month such as 2026-05',
    currencyBad: 'Currency must be one of %{list}',
    yearBad: 'must be a year from 2000 to 2100',
    stale: 'The row was changed by someone else: reload it and try again',
  },
  'zh-CN': {
    what: 'AVM 员工业绩',
    unknown: 'AVM 员工业绩 %{id} 不存在',
    rateBad: '提成比例必须是 0 到 100 之间的数字，最多 4 位小数',
    remarkLong: '备注最多 250 字节',
    nothing: '请提交 commission_rate 或 remark 以修改',
    userUnknown: '用户 %{id} 不存在',
    periodBad: '月份，例如 2026-05',
    currencyBad: '币种必须是 %{list} 之一',
    yearBad: '必须是 2000 到 2100 之间的年份',
    stale: '该记录已被他人修改，请刷新后重试',
  },
});
