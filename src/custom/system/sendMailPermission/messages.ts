import { defineWords } from '../../../i18n/defineWords';

export const sendMailPermissionMessages = defineWords({
  'en-US': {
    screens: {
      sendMailPermission: {
        title: 'Mail sending rights',
        intro: 'Each report or notice that sends mail (a mail API) mails only the groups listed here, and only while it is on.',
        columns: { code: 'Code', name: 'Mail API', description: 'Description', enabled: 'Status', subject: 'Subject', groups: 'Mail groups', updated: 'Updated', actions: 'Actions' },
        on: 'On',
        off: 'Off',
        noGroup: 'No group',
        edit: 'Edit %{code}',
        editTitle: 'Mail sending of %{name}',
        fields: { enabled: 'Sends mail', subject_template: 'Subject template', groups: 'Mail groups it may mail' },
        placeholders: 'Placeholders in braces, e.g. {date} or {count}, are filled by the sending report.',
        saved: 'Mail sending of %{code} saved',
      },
    },
  },
  'zh-CN': {
    screens: {
      sendMailPermission: {
        title: '邮件发送权限',
        intro: '每个发送邮件的报表或通知（邮件 API）只发给此处列出的邮件组，且仅在启用时发送。',
        columns: { code: '代码', name: '邮件 API', description: '说明', enabled: '状态', subject: '主题', groups: '邮件组', updated: '更新时间', actions: '操作' },
        on: '启用',
        off: '停用',
        noGroup: '无邮件组',
        edit: '编辑 %{code}',
        editTitle: '%{name} 的邮件发送',
        fields: { enabled: '发送邮件', subject_template: '主题模板', groups: '可发送的邮件组' },
        placeholders: '花括号中的占位符（如 {date}、{count}）由发送的报表填写。',
        saved: '%{code} 的邮件发送设置已保存',
      },
    },
  },
});
