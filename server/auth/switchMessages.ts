// The words of switch account, in both languages.
import { defineWords } from '../http/words';

const en = {
  forbidden: () => 'You do not have permission to switch to another user',
  self: () => 'You are already signed in as this user',
  disabled: (a: { name: string }) => `The account ${a.name} is disabled; you cannot switch to it`,
  notActivated: (a: { name: string }) => `The account ${a.name} has no roles; you cannot switch to it`,
  alreadySwitched: (a: { name: string }) => `You are acting as another user; switch back to ${a.name} first`,
  notFound: (a: { id: string }) => `User #${a.id} does not exist (it may have been deleted)`,
};

export const switchText = defineWords({ 'en-US': en, 'zh-CN': {
  forbidden: () => '您没有切换到其他用户的权限',
  self: () => '您当前已是该用户',
  disabled: (a) => `账号 ${a.name} 已停用，不能切换到该账号`,
  notActivated: (a) => `账号 ${a.name} 没有任何角色，不能切换到该账号`,
  alreadySwitched: (a) => `您正以其他用户身份操作，请先切换回 ${a.name}`,
  notFound: (a) => `用户 #${a.id} 不存在（可能已被删除）`,
} });
