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
        yes: 'Yes',
        no: 'No',
        /** An array of rows (a record's lines): `%{count}` is their number. */
        count_rows: '%{count} rows',
        // The folded change list of an event table row (EventChanges.tsx).
        more: '+%{count} more',
        all: 'Show all',
        less: 'Show less',
        changes_of: 'Changes of event %{id}',
        // What generic server code writes into events beyond a declaration's fields; a module's own
        // keys are in the module's words, under the same screens.history.fields / values.
        fields: {
          switched_to: 'Switched to', // server/auth/switchRoutes.ts
          switched_back_to: 'Switched back to',
          file: 'File', // imports (server/importExport)
          total: 'Rows in file',
          inserted: 'Added',
          updated: 'Updated',
          date: 'Date', // snapshots (server/snapshots)
          rows: 'Rows',
          resource: 'Resource', // a new field's rights (server/fields)
          field: 'Field',
          name: 'Name',
          description: 'Description',
        },
        values: { password: { changed: 'changed' } }, // a secret that changed (server/records/events.ts)
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
        yes: '是',
        no: '否',
        count_rows: '%{count} 行',
        more: '另有 %{count} 项',
        all: '展开全部',
        less: '收起',
        changes_of: '事件 %{id} 的变更',
        fields: {
          switched_to: '切换至',
          switched_back_to: '切换回',
          file: '文件',
          total: '文件行数',
          inserted: '新增',
          updated: '更新',
          date: '日期',
          rows: '行数',
          resource: '对象',
          field: '字段',
          name: '名称',
          description: '描述',
        },
        values: { password: { changed: '已修改' } },
      },
    },
  },
});
