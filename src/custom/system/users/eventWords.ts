// What user and role administration writes into events (server/modules/system/admin: the user and
// role snapshots), for the event log and a record's history: with the first page, as the event log
// shows any module's events without loading its screens.
import { defineWords } from '../../../i18n/defineWords';

export const userEventWords = defineWords({
  'en-US': {
    screens: {
      history: {
        fields: {
          nick_name: 'Display name',
          email: 'Email',
          language: 'Language',
          disabled: 'Disabled',
          roles: 'Roles',
          permissions: 'Permissions',
          fields: 'Field rights',
          password: 'Password',
          users: 'Users',
        },
        values: { language: { 'en-US': 'English', 'zh-CN': 'Chinese (simplified)' } },
      },
    },
  },
  'zh-CN': {
    screens: {
      history: {
        fields: {
          nick_name: '显示名',
          email: '邮箱',
          language: '语言',
          disabled: '已停用',
          roles: '角色',
          permissions: '权限',
          fields: '字段权限',
          password: '密码',
          users: '用户',
        },
        values: { language: { 'en-US': '英语', 'zh-CN': '简体中文' } },
      },
    },
  },
});
