import { defineWords } from '../../../i18n/defineWords';

export const roleManagementMessages = defineWords({
  'en-US': {
    screens: {
      roleManagement: {
        title: 'Roles',
        edit_title: 'Role %{name}',
        search: 'Search roles',
        empty: 'No role matches.',
        create: 'New role',
        columns: { name: 'Role name', description: 'Description', permissions: 'Permissions', users: 'Users' },
        name: 'Role name',
        description: 'Description',
        permissions: 'Permissions',
        save: 'Save',
        cancel: 'Cancel',
        back: 'Back to roles',
        saved: 'Role %{name} saved',
        created: 'Role %{name} created',
        delete: 'Delete role',
        confirm_delete_title: 'Delete role %{name}?',
        confirm_delete: 'Users lose the permissions this role gives. A role still held by users cannot be deleted.',
        deleted: 'Role %{name} deleted',
        picker: {
          search: 'Search permissions',
          selected: '%{count} of %{total} selected',
          no_match: 'No permission matches.',
          all_in_group: 'All of %{group}',
        },
        // Permission groups of the spec's menu groups no screen fills yet (the others are the menu's words).
        groups: { events: 'Message centre', other: 'Other', distribute: 'Backlogs', am: 'AM' },
      },
    },
  },
  'zh-CN': {
    screens: {
      roleManagement: {
        title: '角色管理',
        edit_title: '角色 %{name}',
        search: '搜索角色',
        empty: '没有匹配的角色。',
        create: '新建角色',
        columns: { name: '角色名称', description: '说明', permissions: '权限', users: '用户数' },
        name: '角色名称',
        description: '说明',
        permissions: '权限',
        save: '保存',
        cancel: '取消',
        back: '返回角色列表',
        saved: '角色 %{name} 已保存',
        created: '角色 %{name} 已创建',
        delete: '删除角色',
        confirm_delete_title: '删除角色 %{name}？',
        confirm_delete: '用户将失去该角色赋予的权限。仍被用户持有的角色不能删除。',
        deleted: '角色 %{name} 已删除',
        picker: {
          search: '搜索权限',
          selected: '已选 %{count} / %{total}',
          no_match: '没有匹配的权限。',
          all_in_group: '%{group}全部',
        },
        groups: { events: '消息中心', other: '其他', distribute: '未交订单', am: '客户经理' },
      },
    },
  },
});
