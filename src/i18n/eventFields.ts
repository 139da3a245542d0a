// Words for what an event records beyond a declaration's own fields: the user and role
// administration snapshots, imports, snapshots and account switches (server/**: recordEvent calls).
// A declared field keeps its declaration's label; these are the rest. A unit test lists the keys the
// server writes and fails on one without words here.
import type { Label } from '../schema/types';

export const EVENT_FIELD_LABELS: Record<string, Label> = {
  // Switching accounts (server/auth/switchRoutes.ts).
  switched_to: { en: 'Switched to', zh: '切换至' },
  switched_back_to: { en: 'Switched back to', zh: '切换回' },
  // Imports (server/importExport, the AR import, qualified-material uploads).
  file: { en: 'File', zh: '文件' },
  total: { en: 'Rows in file', zh: '文件行数' },
  inserted: { en: 'Added', zh: '新增' },
  updated: { en: 'Updated', zh: '更新' },
  qualified: { en: 'Qualified list', zh: '合格清单' },
  // In transit (server/modules/shipment/transit): a notice file's source, an ECPO's on-way link.
  source: { en: 'Source', zh: '来源' },
  onway: { en: 'On-way link', zh: '在途关联' },
  kind: { en: 'Kind', zh: '类型' },
  // Lines imported into a price draft (server/modules/management/priceDraft/draftImport.ts).
  lines: { en: 'Lines', zh: '明细行' },
  // Snapshots (server/snapshots).
  date: { en: 'Date', zh: '日期' },
  rows: { en: 'Rows', zh: '行数' },
  // Users, roles and field rights (server/modules/system/admin).
  name: { en: 'Name', zh: '名称' },
  nick_name: { en: 'Display name', zh: '显示名' },
  email: { en: 'Email', zh: '邮箱' },
  language: { en: 'Language', zh: '语言' },
  disabled: { en: 'Disabled', zh: '已停用' },
  roles: { en: 'Roles', zh: '角色' },
  permissions: { en: 'Permissions', zh: '权限' },
  fields: { en: 'Field rights', zh: '字段权限' },
  password: { en: 'Password', zh: '密码' },
  description: { en: 'Description', zh: '描述' },
  resource: { en: 'Resource', zh: '对象' },
  field: { en: 'Field', zh: '字段' },
  users: { en: 'Users', zh: '用户' },
  // A line table's own parent column (sloc_inventory rows).
  sloc_id: { en: 'Storage location', zh: '库位' },
};

/** Values the server writes as codes, by field: their words. */
export const EVENT_VALUE_LABELS: Record<string, Record<string, Label>> = {
  language: { 'en-US': { en: 'English', zh: '英语' }, 'zh-CN': { en: 'Chinese (simplified)', zh: '简体中文' } },
  kind: { ar: { en: 'Receivables (AR)', zh: '应收账款' } },
  // What the server writes for a secret that changed (server/crud/events.ts).
  password: { changed: { en: 'changed', zh: '已修改' } },
};

export const EVENT_WORDS = {
  yes: { en: 'Yes', zh: '是' },
  no: { en: 'No', zh: '否' },
  /** An array of rows (a record's lines): `%{count}` is their number. */
  rows: { en: '%{count} rows', zh: '%{count} 行' },
} satisfies Record<string, Label>;
