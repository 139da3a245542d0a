// The V2V backlog calls' own words, in both languages.
import { defineWords } from '../../../http/words';

export const vw = defineWords({
  'en-US': {
    noColumn: 'The file has no "%{column}" column',
    cpnMissing: 'CPN is required',
    mpnMissing: 'MPN is required',
    qtyBad: 'Open quantity must be a whole number of 0 or more',
    dateBad: '%{column} must be a date (YYYY-MM-DD)',
    noDate: 'The row has no demand date, ETA or ETA WB',
    dateMissing: 'backlog_date must be a date (YYYY-MM-DD)',
    mailFailed: 'Mail "%{subject}": %{message}',
  },
  'zh-CN': {
    noColumn: '文件缺少“%{column}”列',
    cpnMissing: '客户料号必填',
    mpnMissing: '原厂料号必填',
    qtyBad: '未交数量必须是不小于 0 的整数',
    dateBad: '%{column}必须是日期（YYYY-MM-DD）',
    noDate: '该行没有需求日期、预计到货或预计入仓日期',
    dateMissing: 'backlog_date 必须是日期（YYYY-MM-DD）',
    mailFailed: '邮件“%{subject}”：%{message}',
  },
});
