import { defineWords } from '../../../i18n/defineWords';

export const notificationsMessages = defineWords({
  'en-US': {
    screens: {
      notifications: {
        title: 'Notifications',
        search: 'Search',
        unread: '%{count} unread',
        mark_all: 'Mark all read',
        empty: 'No notifications',
        bell: 'Notifications: %{count} unread',
      },
    },
  },
  'zh-CN': {
    screens: {
      notifications: {
        title: '消息通知',
        search: '搜索',
        unread: '%{count} 条未读',
        mark_all: '全部标为已读',
        empty: '暂无通知',
        bell: '消息通知：%{count} 条未读',
      },
    },
  },
});
