import { defineWords } from '../../../i18n/defineWords';

/** Words of the verification queues' draft page and counters. */
export const verificationMessages = defineWords({
  'en-US': {
    screens: {
      verification: {
        changes: 'Proposed changes',
        newRecord: 'Proposed new record',
        field: 'Field',
        current: 'Current value',
        proposed: 'Proposed value',
      },
    },
  },
  'zh-CN': {
    screens: {
      verification: {
        changes: '提议的修改',
        newRecord: '提议新建的记录',
        field: '字段',
        current: '当前值',
        proposed: '提议值',
      },
    },
  },
});
