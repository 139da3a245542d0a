// The sell reconciliation calls' own words, in both languages.
import { defineWords } from '../../../http/words';

export const sw = defineWords({
  'en-US': {
    confirmed: 'Reconciliation %{no} is confirmed: its figures can no longer change',
    lineUnknown: 'Reconciliation line %{id} does not exist',
    noColumn: 'The file has no "%{column}" column',
    reconUnknown: 'Reconciliation %{no} does not exist',
    soMissing: 'SO no. is required',
    dateBad: 'SO date must be a date YYYY-MM-DD',
    mpnUnknown: 'MPN %{mpn} is not in the material master',
    qtyBad: 'Quantity must be a whole number from 1 to 1,000,000,000',
    priceBad: 'Unit price must be a number ≥ 0 with at most 4 decimals',
    deductBad: 'Deduct must be Y or N',
    cancelledBad: 'cancelled must be true or false',
  },
  'zh-CN': {
    confirmed: '对账单 %{no} 已确认，金额不能再修改',
    lineUnknown: '对账明细 %{id} 不存在',
    noColumn: '文件缺少“%{column}”列',
    reconUnknown: '对账单 %{no} 不存在',
    soMissing: '销售订单号必填',
    dateBad: '销售订单日期必须是 YYYY-MM-DD 格式的日期',
    mpnUnknown: '原厂料号 %{mpn} 不在物料主档中',
    qtyBad: '数量必须是 1 到 1,000,000,000 之间的整数',
    priceBad: '单价必须是不小于 0、最多 4 位小数的数字',
    deductBad: '抵扣必须填 Y 或 N',
    cancelledBad: 'cancelled 必须是 true 或 false',
  },
});
