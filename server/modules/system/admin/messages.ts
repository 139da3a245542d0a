// The administration's own words (users, roles, permissions), in both languages.
import { defineWords } from '../../../http/words';

const en = {
  users: () => 'users',
  roles: () => 'roles',
  userNotFound: (a: { id: string }) => `User #${a.id} does not exist (it may have been deleted)`,
  roleNotFound: (a: { id: string }) => `Role #${a.id} does not exist (it may have been deleted)`,
  notSelf: () => 'You cannot do this to your own account; ask another administrator',
  ownProfileOnly: (a: { fields: string }) => `On your own account you may change only your profile (name, e-mail, language, password), not: ${a.fields}`,
  ownProfileOfOthers: () => 'You may only view and edit your own profile',
  wrongCurrentPassword: () => 'The current password is not correct',
  currentPasswordRequired: () => 'Enter your current password to set a new one',
  passwordLength: (a: { min: number; max: number }) => `The password must be ${a.min} to ${a.max} characters long`,
  unknownFields: (a: { fields: string }) => `Unknown fields: ${a.fields}`,
  notAList: (a: { field: string }) => `${a.field} must be a list`,
  unknownPermissions: (a: { names: string }) => `Unknown permissions: ${a.names}`,
  unknownRoles: (a: { ids: string }) => `Unknown roles: ${a.ids}`,
  roleInUse: (a: { name: string; users: string }) => `The role ${a.name} is held by ${a.users}; take it away from them first`,
  roleNameTaken: (a: { name: string }) => `A role named "${a.name}" already exists`,
  specRole: (a: { name: string }) => `The role ${a.name} is named by the access rules of screens; it cannot be renamed or deleted`,
  language: (a: { values: string }) => `Language must be one of: ${a.values}`,
};

export const adminText = defineWords({ 'en-US': en, 'zh-CN': {
  users: () => '用户',
  roles: () => '角色',
  userNotFound: (a) => `用户 #${a.id} 不存在（可能已被删除）`,
  roleNotFound: (a) => `角色 #${a.id} 不存在（可能已被删除）`,
  notSelf: () => '不能对自己的账号执行此操作，请联系其他管理员',
  ownProfileOnly: (a) => `自己的账号只能修改个人资料（昵称、邮箱、语言、密码），不能修改：${a.fields}`,
  ownProfileOfOthers: () => '您只能查看和修改自己的资料',
  wrongCurrentPassword: () => '当前密码不正确',
  currentPasswordRequired: () => '设置新密码前请输入当前密码',
  passwordLength: (a) => `密码长度必须为 ${a.min} 到 ${a.max} 个字符`,
  unknownFields: (a) => `未知字段：${a.fields}`,
  notAList: (a) => `${a.field} 必须是列表`,
  unknownPermissions: (a) => `未知权限：${a.names}`,
  unknownRoles: (a) => `未知角色：${a.ids}`,
  roleInUse: (a) => `角色 ${a.name} 仍被 ${a.users} 持有，请先从这些用户中移除`,
  roleNameTaken: (a) => `名为“${a.name}”的角色已存在`,
  specRole: (a) => `角色 ${a.name} 被页面访问规则引用，不能改名或删除`,
  language: (a) => `语言必须是以下之一：${a.values}`,
} });
