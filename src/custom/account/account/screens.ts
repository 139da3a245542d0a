import type { CustomScreen } from '../../../registry/types';

// Pages reached without signing in (document 1: /login, /recover, /resetPwd, /register need no
// login). The single-sign-on callback is ours, under the rule of /login.
const open = { permissions: [], roles: [] };

export const ssoCallbackScreen: CustomScreen = {
  path: '/auth/callback',
  specPath: '/auth/callback',
  inferredFrom: '/login',
  access: open,
  label: { en: 'Signing in', zh: '正在登录' },
  noLayout: true,
  public: true,
  load: () => import('./SsoCallbackPage'),
};

export const accountScreens: CustomScreen[] = [
  ssoCallbackScreen,
  { path: '/register', specPath: '/register', access: open, noLayout: true, public: true, label: { en: 'Register', zh: '注册' }, load: () => import('./RegisterPage') },
  { path: '/recover', specPath: '/recover', access: open, noLayout: true, public: true, label: { en: 'Recover password', zh: '找回密码' }, load: () => import('./RecoverPage') },
  { path: '/resetPwd', specPath: '/resetPwd', access: open, noLayout: true, public: true, label: { en: 'Reset password', zh: '重置密码' }, load: () => import('./ResetPasswordPage') },
];
