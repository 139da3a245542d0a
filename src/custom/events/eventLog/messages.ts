// The event log screen's own words; the event table's are the record history's (src/views/history/words.ts).
import { defineWords } from '../../../i18n/defineWords';

export const eventLogMessages = defineWords({
  'en-US': {
    screens: {
      eventLog: {
        title: 'Event log',
        empty: 'No event matches.',
        filters: { title: 'Filter events', user: 'User', resource: 'Resource', action: 'Action', any: 'Any', from: 'From', to: 'To', clear: 'Clear filters' },
      },
    },
  },
  'zh-CN': {
    screens: {
      eventLog: {
        title: '事件日志',
        empty: '没有匹配的事件。',
        filters: { title: '筛选事件', user: '用户', resource: '对象', action: '操作', any: '全部', from: '开始日期', to: '结束日期', clear: '清除筛选' },
      },
    },
  },
});
