// The words of switch account, in both languages.
import type { Locale } from '../../src/schema';

const en = {
  forbidden: () => 'You do not have permission to switch to another user',
  self: () => 'You are already signed in as this user',
  disabled: (a: { name: string }) => `The account ${a.name} is disabled; you cannot switch to it`,
  notActivated: (a: { name: string }) => `The account ${a.name} has no roles; you cannot switch to it`,
  alreadySwitched: (a: { name: string }) => `You are acting as another user; switch back to ${a.name} first`,
  notFound: (a: { id: string }) => `User #${a.id} does not exist (it may have been deleted)`,
};

type Catalogue = { [K in keyof typeof en]: (typeof en)[K] };

const zh: Catalogue = {
  forbidden: () => '您没有切换到其他用户的权限',
  self: () => '您当前已是该用户',
  disabled: (a) => `账号 ${a.name} 已停用，不能切换到该账号`,
  notActivated: (a) => `账号 ${a.name} 没有任何角色，不能切换到该账号`,
  alreadySwitched: (a) => `您正以其他用户身份操作，请先切换回 ${a.name}`,
  notFound: (a) => `用户 #${a.id} 不存在（可能已被删除）`,
};

const catalogues: Record<Locale, Catalogue> = { 'en-US': en, 'zh-CN': zh };

export function switchText<K extends keyof Catalogue>(locale: Locale, key: K, ...args: Parameters<Catalogue[K]>): string {
  const fn = catalogues[locale][key] as (...a: Parameters<Catalogue[K]>) => string;
  return fn(...args);
}
