import { defineWords } from '../../../i18n/defineWords';

export const homeMessages = defineWords({
  'en-US': {
    screens: {
      home: {
        title: 'Home',
        welcome: 'Welcome, %{name}',
        counters: 'Waiting for you',
        nothing_waiting: 'Nothing is waiting for you.',
        shortcuts: 'Your screens',
        no_screens: 'Your account may not open any screen yet; ask the administrator for permissions.',
      },
    },
  },
  'zh-CN': {
    screens: {
      home: {
        title: '首页',
        welcome: '欢迎，%{name}',
        counters: '待处理',
        nothing_waiting: '暂无待处理事项。',
        shortcuts: '常用页面',
        no_screens: '您的账号还不能打开任何页面，请联系管理员分配权限。',
      },
    },
  },
});
