import { defineWords } from '../../../http/words';

/** The report's server words: its errors, and the export's sheet names and headers. */
export const tpWords = defineWords({
  'en-US': {
    what: 'the third-party report',
    badDate: '%{field} must be a date (YYYY-MM-DD)',
    order: 'The period must end on or after its first day (from)',
    tooLong: 'The period is at most %{days} days',
    badPartyType: 'party_type is one of %{values}',
    badText: '%{field} is at most 60 characters',
    sheetSummary: 'Summary',
    sheetProblems: 'Failed and pending',
    headSummary: 'Party type|Party|Kind|Direction|Total|Failed|Pending|Last exchange',
    headProblems: 'Party type|Party|Kind|Direction|State|Source|Reference|Time|Reason',
  },
  'zh-CN': {
    what: '第三方报表',
    badDate: '%{field} 必须是日期（YYYY-MM-DD）',
    order: '期间的结束日期不能早于开始日期（from）',
    tooLong: '期间最多 %{days} 天',
    badPartyType: 'party_type 须为 %{values} 之一',
    badText: '%{field} 最多 60 个字符',
    sheetSummary: '汇总',
    sheetProblems: '失败与待处理',
    headSummary: '对象类型|对象|报文类型|方向|总数|失败|待处理|最近交换时间',
    headProblems: '对象类型|对象|报文类型|方向|状态|来源表|参考号|时间|原因',
  },
});
