// The server's own words (validation words live in src/schema/messages.ts), in both languages.
import type { Locale } from '../../src/schema';

const en = {
  notSignedIn: () => 'Please sign in',
  tokenExpired: () => 'Token has expired',
  notActivated: (a: { name: string }) => `The account ${a.name} is not activated; please notify the administrator.`,
  forbiddenRead: (a: { what: string }) => `You do not have permission to view ${a.what}`,
  forbiddenWrite: (a: { what: string }) => `You do not have permission to change ${a.what}`,
  loginFailed: () => 'Wrong user name or password',
  accountDisabled: (a: { name: string }) => `The account ${a.name} is disabled; please notify the administrator.`,
  notFound: (a: { what: string; id: string }) => `${a.what} #${a.id} does not exist (it may have been deleted)`,
  stale: (a: { what: string }) => `This ${a.what} was changed by someone else since you opened it; reload it and make your change again`,
  versionMissing: () => 'version is required to update a record',
  invalid: () => 'Some fields are not valid',
  badParam: (a: { param: string; why: string }) => `Query parameter "${a.param}" ${a.why}`,
  inUse: (a: { what: string; by: string }) => `This ${a.what} is still used by ${a.by}; change or delete those records first`,
  serverError: (a: { id: string }) => `Server error; please quote request id ${a.id} when reporting it`,
};

type Catalogue = { [K in keyof typeof en]: (typeof en)[K] };

const zh: Catalogue = {
  notSignedIn: () => '请先登录',
  tokenExpired: () => 'Token has expired',
  notActivated: (a) => `账号 ${a.name} 尚未激活，请联系管理员。`,
  forbiddenRead: (a) => `您没有查看${a.what}的权限`,
  forbiddenWrite: (a) => `您没有修改${a.what}的权限`,
  loginFailed: () => '用户名或密码错误',
  accountDisabled: (a) => `账号 ${a.name} 已停用，请联系管理员。`,
  notFound: (a) => `${a.what} #${a.id} 不存在（可能已被删除）`,
  stale: (a) => `此${a.what}在您打开后已被他人修改，请刷新后重新修改`,
  versionMissing: () => '更新记录时必须提供 version',
  invalid: () => '部分字段无效',
  badParam: (a) => `查询参数“${a.param}”${a.why}`,
  inUse: (a) => `此${a.what}仍被${a.by}引用，请先修改或删除这些记录`,
  serverError: (a) => `服务器错误；报告问题时请提供请求编号 ${a.id}`,
};

const catalogues: Record<Locale, Catalogue> = { 'en-US': en, 'zh-CN': zh };

export function t<K extends keyof Catalogue>(locale: Locale, key: K, ...args: Parameters<Catalogue[K]>): string {
  const fn = catalogues[locale][key] as (...a: Parameters<Catalogue[K]>) => string;
  return fn(...args);
}
