// The pre-maxout calls' own words, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  wrongStage: (a: { action: string; stage: string }) => `${a.action} is done in its own stage; this case is at "${a.stage}"`,
  listAction: () => 'Listing the lines',
  resultAction: () => 'Saving the write-off results',
  badQty: (a: { row: number; max?: number }) => (a.max === undefined ? `Row ${a.row}: the quantity must be a whole number from 1` : `Row ${a.row}: the written-off quantity must be a whole number from 0 to ${a.max}`),
  badCost: (a: { row: number }) => `Row ${a.row}: the unit cost must be a number from 0 with at most 4 decimals`,
  badMaterial: (a: { row: number }) => `Row ${a.row}: no such part`,
  longRemark: (a: { row: number }) => `Row ${a.row}: the remark may hold at most 250 bytes`,
  unknownLine: (a: { row: number }) => `Row ${a.row}: not a line of this case`,
  missingLines: (a: { lines: string }) => `Every line needs its result; missing on line ${a.lines}`,
  badVersion: () => '"version" (a whole number) is required',
  badId: () => '"id" must be the case id',
  sheet: () => 'Write-off lines',
  headers: () => ['Line', 'MPN', 'Quantity', 'Unit cost', 'Amount', 'Written-off quantity', 'Written-off amount', 'Remark'],
};
export const woText = defineWords({ 'en-US': en, 'zh-CN': {
  wrongStage: (a) => `${a.action}须在其所属阶段进行；此案例处于“${a.stage}”阶段`,
  listAction: () => '列出明细',
  resultAction: () => '保存核销结果',
  badQty: (a) => (a.max === undefined ? `第 ${a.row} 行：数量必须是从 1 开始的整数` : `第 ${a.row} 行：核销数量必须是 0 到 ${a.max} 的整数`),
  badCost: (a) => `第 ${a.row} 行：单位成本必须是不小于 0 且最多 4 位小数的数字`,
  badMaterial: (a) => `第 ${a.row} 行：料号不存在`,
  longRemark: (a) => `第 ${a.row} 行：备注最多 250 字节`,
  unknownLine: (a) => `第 ${a.row} 行：不是此案例的明细`,
  missingLines: (a) => `每一行都需要结果；缺少第 ${a.lines} 行`,
  badVersion: () => '必须提供“version”（整数）',
  badId: () => '“id”必须是案例 ID',
  sheet: () => '核销明细',
  headers: () => ['行号', '原厂料号', '数量', '单位成本', '金额', '核销数量', '核销金额', '备注'],
} });
