// The lead-time calls' own words, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  confirmed: 'The task is confirmed: nothing in it can change any more',
  notSaved: 'Save the final lead times before confirming',
  noItems: 'The task has no parts yet: upload a cost book or a TI lead-time file first',
  finalMissing: 'Final lead time missing for: %{items}',
  noColumn: 'The file has no "%{column}" column',
  mpnMissing: 'MPN is required',
  mpnUnknown: 'MPN %{mpn} is not in the material master',
  mpnTwice: 'MPN %{mpn} is already on row %{row}',
  weeksBad: 'Lead time must be a whole number of weeks from 0 to 104',
  itemUnknown: 'Part line %{id} is not in this task',
  remarkLong: 'Remark may have at most 250 bytes',
  itemsMissing: 'Send the parts to save as items',
};

export const lw = defineWords({
  'en-US': en,
  'zh-CN': {
    confirmed: '该任务已确认，不能再修改',
    notSaved: '请先保存最终交期再确认',
    noItems: '任务还没有料号：请先上传成本手册或 TI 交期文件',
    finalMissing: '以下料号缺少最终交期：%{items}',
    noColumn: '文件缺少“%{column}”列',
    mpnMissing: '原厂料号必填',
    mpnUnknown: '原厂料号 %{mpn} 不在物料主档中',
    mpnTwice: '原厂料号 %{mpn} 已在第 %{row} 行',
    weeksBad: '交期必须是 0 到 104 之间的整数周',
    itemUnknown: '料号行 %{id} 不属于该任务',
    remarkLong: '备注最多 250 字节',
    itemsMissing: '请在 items 中提交要保存的料号',
  },
});
