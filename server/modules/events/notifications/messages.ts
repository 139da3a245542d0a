// The message centre's own words, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  notifications: () => 'notifications',
  notFound: (a: { id: string }) => `Notification #${a.id} does not exist or is not yours`,
  required: (a: { field: string }) => `${a.field} is required`,
  tooLong: (a: { field: string; max: number }) => `${a.field} may be at most ${a.max} bytes (UTF-8)`,
  notText: (a: { field: string }) => `${a.field} must be text`,
  badId: (a: { value: string }) => `"${a.value}" is not a valid id`,
  badPaging: (a: { field: string }) => `${a.field} must be a whole number of at least 1`,
  userNotFound: (a: { id: string }) => `User #${a.id} does not exist`,
  roleNotFound: (a: { id: string }) => `Role #${a.id} does not exist`,
  noRecipients: () => 'Nobody would receive this notification (the role has no users)',
};

export const notifyText = defineWords({ 'en-US': en, 'zh-CN': {
  notifications: () => '通知',
  notFound: (a) => `通知 #${a.id} 不存在或不属于您`,
  required: (a) => `${a.field} 为必填项`,
  tooLong: (a) => `${a.field} 最多 ${a.max} 字节（UTF-8）`,
  notText: (a) => `${a.field} 必须是文本`,
  badId: (a) => `"${a.value}" 不是有效的编号`,
  badPaging: (a) => `${a.field} 必须是不小于 1 的整数`,
  userNotFound: (a) => `用户 #${a.id} 不存在`,
  roleNotFound: (a) => `角色 #${a.id} 不存在`,
  noRecipients: () => '没有人会收到此通知（该角色下没有用户）',
} });
