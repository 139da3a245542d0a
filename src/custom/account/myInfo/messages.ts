import { defineWords } from '../../../i18n/defineWords';

export const myInfoMessages = defineWords({
  'en-US': {
    screens: {
      myInfo: {
        title: 'My info',
        profile: 'Profile',
        name: 'User name',
        nick_name: 'Nickname',
        email: 'E-mail',
        language: 'Language',
        roles: 'Roles',
        no_roles: 'No roles',
        save: 'Save',
        saved: 'Your profile is saved',
        password: 'Password',
        current_password: 'Current password',
        new_password: 'New password',
        confirm_password: 'New password again',
        mismatch: 'The two new passwords differ',
        change_password: 'Change password',
        password_changed: 'Your password is changed; your other sessions are signed out',
      },
    },
  },
  'zh-CN': {
    screens: {
      myInfo: {
        title: '我的信息',
        profile: '个人资料',
        name: '用户名',
        nick_name: '昵称',
        email: '邮箱',
        language: '语言',
        roles: '角色',
        no_roles: '无角色',
        save: '保存',
        saved: '个人资料已保存',
        password: '密码',
        current_password: '当前密码',
        new_password: '新密码',
        confirm_password: '再次输入新密码',
        mismatch: '两次输入的新密码不一致',
        change_password: '修改密码',
        password_changed: '密码已修改，您的其他会话已登出',
      },
    },
  },
});
