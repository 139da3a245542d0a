import { defineWords } from '../../../i18n/defineWords';

export const notifyManagementMessages = defineWords({
  'en-US': {
    screens: {
      notifyManagement: {
        title: 'Send notifications',
        target: 'Send to',
        to_user: 'One user',
        to_role: 'A role',
        everyone: 'Everyone',
        user: 'User',
        role: 'Role',
        subject: 'Title',
        content: 'Content',
        send: 'Send',
        confirm_title: 'Send this notification?',
        confirm: 'Send "%{title}" to %{who}?',
        sent: 'Sent to %{count} recipient(s)',
      },
    },
  },
  'zh-CN': {
    screens: {
      notifyManagement: {
        title: '发送通知',
        target: '发送给',
        to_user: '单个用户',
        to_role: '某个角色',
        everyone: '所有人',
        user: '用户',
        role: '角色',
        subject: '标题',
        content: '内容',
        send: '发送',
        confirm_title: '确认发送此通知？',
        confirm: '将“%{title}”发送给 %{who}？',
        sent: '已发送给 %{count} 位收件人',
      },
    },
  },
});
