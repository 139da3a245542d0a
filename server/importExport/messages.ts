// The words of import and export, in both languages (the pattern of server/http/messages.ts).
// fileMissing and onlyXlsx are the spec's upload errors (document 3, sections 5 and 8).
import type { Locale } from '../../src/schema';
import { defineWords } from '../http/words';

const en = {
  fileMissing: () => 'File not found: choose an .xlsx, .xls or .csv file to upload',
  onlyXlsx: () => 'Only xlsx is supported',
  typeMismatch: (a: { name: string; type: string }) => `"${a.name}" was sent as ${a.type || 'no type'}; an .xlsx, .xls or .csv file with its own type is expected`,
  contentMismatch: (a: { name: string }) => `The content of "${a.name}" is not what its extension says`,
  unreadable: (a: { why: string }) => `The file could not be read as a spreadsheet (${a.why})`,
  zipTooLarge: (a: { max: number }) => `The file unpacks to more than ${a.max} MB; split it into smaller files`,
  zipTooManyParts: (a: { max: number }) => `The file holds more than ${a.max} parts; save it again from Excel`,
  zipUnsupported: () => 'The file uses ZIP features a spreadsheet does not need (ZIP64 or encryption); save it again from Excel',
  tooManyRows: (a: { max: number }) => `The file has more than ${a.max} rows; split it into smaller files`,
  noRows: () => 'The file has no rows to import below its header row',
  keyColumnMissing: (a: { labels: string }) => `The first row must name the columns; none is named ${a.labels}`,
  rowMissing: (a: { row: number; labels: string }) => `Row ${a.row}: missing ${a.labels}`,
  rowProblem: (a: { row: number; message: string }) => `Row ${a.row}: ${a.message}`,
  moreProblems: (a: { count: number }) => `${a.count} problems in all; nothing was imported`,
  duplicateKey: (a: { value: string; first: number }) => `"${a.value}" is also on row ${a.first}; each record may appear once`,
  unknownReference: (a: { label: string; value: string }) => `${a.label} "${a.value}" does not exist`,
  ambiguousReference: (a: { label: string; value: string }) => `${a.label} "${a.value}" names more than one record`,
  refusedByDatabase: (a: { from: number; to: number; why: string }) => `Rows ${a.from}–${a.to}: the database refused a value (${a.why}); nothing was imported`,
  badFormat: () => 'Query parameter "format" must be xlsx or csv',
  tooManyExportRows: (a: { count: number; max: number }) => `The list has ${a.count} rows; at most ${a.max} can be exported at once, so narrow the filters`,
  idHeader: () => 'ID',
  exampleOnly: () => "The file holds only the template's example row, which is never imported; replace it with your records",
  exampleNote: () => 'Example row: one value per column, skipped on import. Replace it with your records, or add yours below it.',
};

export const ieText = defineWords({ 'en-US': en, 'zh-CN': {
  fileMissing: () => '未找到文件：请选择要上传的 .xlsx、.xls 或 .csv 文件',
  onlyXlsx: () => '仅支持 xlsx 文件',
  typeMismatch: (a) => `“${a.name}”的类型为 ${a.type || '空'}；需要类型与扩展名一致的 .xlsx、.xls 或 .csv 文件`,
  contentMismatch: (a) => `“${a.name}”的内容与其扩展名不符`,
  unreadable: (a) => `无法按表格读取该文件（${a.why}）`,
  zipTooLarge: (a) => `文件解压后超过 ${a.max} MB，请拆分为较小的文件`,
  zipTooManyParts: (a) => `文件包含超过 ${a.max} 个部件，请用 Excel 重新保存`,
  zipUnsupported: () => '文件使用了表格不需要的 ZIP 特性（ZIP64 或加密），请用 Excel 重新保存',
  tooManyRows: (a) => `文件超过 ${a.max} 行，请拆分为较小的文件`,
  noRows: () => '文件的标题行下没有可导入的行',
  keyColumnMissing: (a) => `第一行必须是列名；没有名为 ${a.labels} 的列`,
  rowMissing: (a) => `第 ${a.row} 行：缺少${a.labels}`,
  rowProblem: (a) => `第 ${a.row} 行：${a.message}`,
  moreProblems: (a) => `共 ${a.count} 个问题，未导入任何数据`,
  duplicateKey: (a) => `“${a.value}”也出现在第 ${a.first} 行；每条记录只能出现一次`,
  unknownReference: (a) => `${a.label}“${a.value}”不存在`,
  ambiguousReference: (a) => `${a.label}“${a.value}”对应多条记录`,
  refusedByDatabase: (a) => `第 ${a.from}–${a.to} 行：数据库拒绝了某个值（${a.why}），未导入任何数据`,
  badFormat: () => '查询参数“format”必须是 xlsx 或 csv',
  tooManyExportRows: (a) => `列表共 ${a.count} 行，一次最多导出 ${a.max} 行，请缩小筛选范围`,
  idHeader: () => 'ID',
  exampleOnly: () => '文件只有模板的示例行（导入时总会跳过），请替换为您的数据',
  exampleNote: () => '示例行：每列一个示例值，导入时跳过。请替换为您的数据，或在其下方添加。',
} });

/** Lists labels the way each language does: "BG code, Name" / "BG 代码、名称". */
export const joinLabels = (locale: Locale, labels: string[]) => labels.join(locale === 'zh-CN' ? '、' : ', ');
