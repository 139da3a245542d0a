// The price drafts' server words, en-US and zh-CN.
import { defineWords } from '../../../http/words';

export const draftText = defineWords({
  'en-US': {
    empty: 'Price draft "%{title}" has no price lines',
    fileMissing: 'Choose a spreadsheet of price lines',
    noRows: 'The file has no price lines',
    validTo: 'Row %{row}: "Valid to" is before "Valid from"',
  },
  'zh-CN': {
    empty: '价格草稿“%{title}”没有价格明细',
    fileMissing: '请选择价格明细表格',
    noRows: '文件中没有价格明细',
    validTo: '第 %{row} 行：失效日期早于生效日期',
  },
});
