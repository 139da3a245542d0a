// Words of a record's history and the event table it shares with the event log, under screens.history:
// generic words, with the app's (src/i18n/en.ts, zh.ts), not a screen's.
import { defineWords } from '../../i18n/defineWords';

export const historyWords = defineWords({
  'en-US': {
    screens: {
      history: {
        title: 'History',
        empty: 'No change recorded yet.',
        by: 'by %{name}',
        columns: { at: 'Time', user: 'User', action: 'Action', resource: 'Resource', record: 'Record', changes: 'Changes', reason: 'Reason' },
        actions: { create: 'Created', update: 'Changed', delete: 'Deleted', import: 'Imported', switch: 'Switched user', switch_back: 'Switched back', snapshot: 'Snapshot taken' },
        /** Event resources that are no declaration (user and role administration, SLOC assignments). */
        resources: { user: 'User', role: 'Role', sloc_inventory: 'SLOC inventory', field_right: 'Field right' },
      },
    },
  },
  'zh-CN': {
    screens: {
      history: {
        title: '变更历史',
        empty: '暂无变更记录。',
        by: '由 %{name} 操作',
        columns: { at: '时间', user: '用户', action: '操作', resource: '对象', record: '记录', changes: '变更', reason: '原因' },
        actions: { create: '新建', update: '修改', delete: '删除', import: '导入', switch: '切换用户', switch_back: '切换回原账号', snapshot: '已拍快照' },
        resources: { user: '用户', role: '角色', sloc_inventory: '库位物料', field_right: '字段权限' },
      },
    },
  },
});
