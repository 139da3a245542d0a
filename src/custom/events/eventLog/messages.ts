import { defineWords } from '../../../i18n/defineWords';

export const eventLogMessages = defineWords({
  'en-US': {
    screens: {
      eventLog: {
        title: 'Event log',
        empty: 'No event matches.',
        by: 'by %{name}',
        columns: { at: 'Time', user: 'User', action: 'Action', resource: 'Resource', record: 'Record', changes: 'Changes', reason: 'Reason' },
        filters: { title: 'Filter events', user: 'User', resource: 'Resource', action: 'Action', any: 'Any', from: 'From', to: 'To', clear: 'Clear filters' },
        actions: { create: 'Created', update: 'Changed', delete: 'Deleted', import: 'Imported', switch: 'Switched user', switch_back: 'Switched back', snapshot: 'Snapshot taken' },
        resources: { user: 'User', role: 'Role', sloc_inventory: 'SLOC inventory', field_right: 'Field right' },
        history: { title: 'History', empty: 'No change recorded yet.' },
      },
    },
  },
  'zh-CN': {
    screens: {
      eventLog: {
        title: '事件日志',
        empty: '没有匹配的事件。',
        by: '由 %{name} 操作',
        columns: { at: '时间', user: '用户', action: '操作', resource: '对象', record: '记录', changes: '变更', reason: '原因' },
        filters: { title: '筛选事件', user: '用户', resource: '对象', action: '操作', any: '全部', from: '开始日期', to: '结束日期', clear: '清除筛选' },
        actions: { create: '新建', update: '修改', delete: '删除', import: '导入', switch: '切换用户', switch_back: '切换回原账号', snapshot: '已拍快照' },
        resources: { user: '用户', role: '角色', sloc_inventory: '库位物料', field_right: '字段权限' },
        history: { title: '变更历史', empty: '暂无变更记录。' },
      },
    },
  },
});
