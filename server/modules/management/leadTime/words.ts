// The lead-time calls' own words, in both languages.
import { labelIn, type Label, type Locale } from '../../../../src/schema';
import { label } from '../../../../src/schema/fields';

const WORDS = {
  confirmed: label('The task is confirmed: nothing in it can change any more', '该任务已确认，不能再修改'),
  notSaved: label('Save the final lead times before confirming', '请先保存最终交期再确认'),
  noItems: label('The task has no parts yet: upload a cost book or a TI lead-time file first', '任务还没有料号：请先上传成本手册或 TI 交期文件'),
  finalMissing: label('Final lead time missing for: %{items}', '以下料号缺少最终交期：%{items}'),
  noColumn: label('The file has no "%{column}" column', '文件缺少“%{column}”列'),
  mpnMissing: label('MPN is required', '原厂料号必填'),
  mpnUnknown: label('MPN %{mpn} is not in the material master', '原厂料号 %{mpn} 不在物料主档中'),
  mpnTwice: label('MPN %{mpn} is already on row %{row}', '原厂料号 %{mpn} 已在第 %{row} 行'),
  weeksBad: label('Lead time must be a whole number of weeks from 0 to 104', '交期必须是 0 到 104 之间的整数周'),
  itemUnknown: label('Part line %{id} is not in this task', '料号行 %{id} 不属于该任务'),
  remarkLong: label('Remark may have at most 250 bytes', '备注最多 250 字节'),
  itemsMissing: label('Send the parts to save as items', '请在 items 中提交要保存的料号'),
} satisfies Record<string, Label>;

export function lw(locale: Locale, key: keyof typeof WORDS, args: Record<string, string | number> = {}): string {
  let text = labelIn(WORDS[key], locale);
  for (const [k, v] of Object.entries(args)) text = text.replaceAll(`%{${k}}`, String(v));
  return text;
}
