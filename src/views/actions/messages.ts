// Words of the generic record actions (src/views/actions), in both languages, under screens.actions;
// a module's own actions keep theirs in the module (e.g. src/resources/basic/sloc/messages.ts).
import { defineWords } from '../../i18n/defineWords';

export const actionMessages = defineWords({
  'en-US': {
    screens: {
      actions: {
        column: 'Actions',
        cancel: 'Cancel',
        reason: 'Reason (kept in the change log)',
      },
    },
  },
  'zh-CN': {
    screens: {
      actions: {
        column: '操作',
        cancel: '取消',
        reason: '原因（记入变更日志）',
      },
    },
  },
});
