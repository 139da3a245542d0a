// The words of sign-in protection, single sign-on and account recovery, in both languages.
import { defineWords } from '../http/words';

const en = {
  tooManyAttempts: (a: { seconds: number }) => `Too many attempts; wait ${a.seconds} seconds and try again`,
  captchaRequired: () => 'Enter the characters shown in the picture',
  captchaWrong: () => 'The characters do not match the picture; a new picture is shown',
  fieldRequired: (a: { field: string }) => `${a.field} is required`,
  usernameInvalid: () => 'User name must be 3 to 50 letters, digits, dots, dashes or underscores',
  emailInvalid: () => 'E-mail is not a valid address',
  passwordWeak: () => 'Password must have at least 8 characters, with letters and digits',
  resetInvalid: () => 'This reset link is invalid, expired or already used; ask for a new one',
  ssoNotConfigured: () => 'Single sign-on is not set up on this server',
  ssoTokenInvalid: () => 'The single sign-on token is invalid or expired; sign in again',
  ssoProviderUnreachable: () => 'The single sign-on provider could not be reached',
  ssoExchangeFailed: () => 'The sign-in code could not be exchanged; sign in again',
  ssoEmailMissing: () => 'The single sign-on provider gave no e-mail address for you, so no account can be set up; ask the administrator of the provider to add one',
  ssoEmailUnverified: () => 'The single sign-on provider has not verified your e-mail address, so no account is matched or set up; verify it at the provider, then sign in again',
  resetMailSubject: () => 'Reset your password',
  resetMailBody: (a: { name: string; link: string; minutes: number }) =>
    `Hello ${a.name},\n\nopen this link within ${a.minutes} minutes to choose a new password:\n${a.link}\n\nIf you did not ask for it, ignore this mail.`,
  registerMailSubject: () => 'Your registration',
  registerCreatedBody: (a: { name: string }) =>
    `Hello,\n\nthe account ${a.name} was created with this e-mail address. An administrator has to activate it before you can sign in.\n\nIf you did not register, tell the administrator.`,
  registerEmailUsedBody: (a: { name: string; existing: string }) =>
    `Hello,\n\nsomeone asked to create the account ${a.name} with this e-mail address, which already belongs to the account ${a.existing}; no new account was created.\n\nIf it was you, sign in as ${a.existing}, or ask for a new password on the sign-in page. Otherwise ignore this mail.`,
  registerNameUsedBody: (a: { name: string }) =>
    `Hello,\n\nthe user name ${a.name} is already used, so no account was created. Register again with another user name.\n\nIf you did not register, ignore this mail.`,
};

export const authText = defineWords({ 'en-US': en, 'zh-CN': {
  tooManyAttempts: (a) => `尝试次数过多，请 ${a.seconds} 秒后再试`,
  captchaRequired: () => '请输入图片中的字符',
  captchaWrong: () => '字符与图片不符，已换一张新图片',
  fieldRequired: (a) => `请输入${a.field}`,
  usernameInvalid: () => '用户名须为 3 到 50 个字母、数字、点、短横线或下划线',
  emailInvalid: () => '电子邮箱地址无效',
  passwordWeak: () => '密码至少 8 个字符，且须包含字母和数字',
  resetInvalid: () => '重置链接无效、已过期或已使用，请重新申请',
  ssoNotConfigured: () => '本服务器未配置单点登录',
  ssoTokenInvalid: () => '单点登录令牌无效或已过期，请重新登录',
  ssoProviderUnreachable: () => '无法连接单点登录服务',
  ssoExchangeFailed: () => '登录授权码兑换失败，请重新登录',
  ssoEmailMissing: () => '单点登录服务未提供您的电子邮箱，无法设立账号；请联系该服务的管理员添加',
  ssoEmailUnverified: () => '单点登录服务尚未验证您的电子邮箱，无法匹配或设立账号；请先在该服务验证邮箱，再重新登录',
  resetMailSubject: () => '重置密码',
  resetMailBody: (a) => `${a.name}，您好：\n\n请在 ${a.minutes} 分钟内打开以下链接设置新密码：\n${a.link}\n\n如果不是您本人申请，请忽略此邮件。`,
  registerMailSubject: () => '您的注册',
  registerCreatedBody: (a) => `您好：\n\n已用此电子邮箱创建账号 ${a.name}，需管理员激活后才能登录。\n\n如果不是您本人注册，请告知管理员。`,
  registerEmailUsedBody: (a) =>
    `您好：\n\n有人申请用此电子邮箱创建账号 ${a.name}，但该邮箱已属于账号 ${a.existing}，未创建新账号。\n\n如果是您本人，请以 ${a.existing} 登录，或在登录页申请重置密码；否则请忽略此邮件。`,
  registerNameUsedBody: (a) => `您好：\n\n用户名 ${a.name} 已被使用，未创建账号。请换一个用户名重新注册。\n\n如果不是您本人注册，请忽略此邮件。`,
} });
