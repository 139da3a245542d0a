// Words of the per-resource actions (src/views/actions), in both languages, under screens.actions.
import { defineWords } from '../../i18n/defineWords';

export const actionMessages = defineWords({
  'en-US': {
    screens: {
      actions: {
        column: 'Actions',
        cancel: 'Cancel',
        reason: 'Reason (kept in the change log)',
        non_linked: {
          button: 'Non-linked materials',
          title: 'Materials without a substitution',
          search: 'Search MPN, CPN, description, package',
          export: 'Export .xlsx',
          none: 'Every material has a substitution link.',
          close: 'Close',
        },
        qualified_upload: {
          button: 'Upload qualified',
          title: 'Upload qualified substitutions',
          rules:
            'One row per pair, parts named by MPN: original MPN, substitute MPN and "Qualified on" are required. Every row is saved as qualified, whatever its status column says; a part cannot substitute itself; a pair that exists is updated.',
          all_or_none: 'If any row has a problem, nothing is saved: the problems are listed by row and field below.',
        },
        sloc_inventories: {
          button: 'Inventories',
          title: 'Materials kept at %{code}',
          search: 'Find a material by MPN or description',
          assign: 'Assign',
          assigned: 'Assigned',
          default: 'Default in plant',
          set_default: 'Set default',
          remove: 'Remove',
          none: 'No material is assigned to this storage location yet.',
          mpn: 'MPN',
          manufacturer: 'Manufacturer',
          description: 'Description',
          done_assign: 'Material assigned',
          done_default: 'Default storage location set',
          done_remove: 'Assignment removed',
          more: 'Showing %{shown} of %{total}',
          back: 'Back to the storage location',
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      actions: {
        column: '操作',
        cancel: '取消',
        reason: '原因（记入变更日志）',
        non_linked: {
          button: '未关联物料',
          title: '没有替代关系的物料',
          search: '搜索原厂料号、客户料号、描述、封装',
          export: '导出 .xlsx',
          none: '所有物料都已有替代关系。',
          close: '关闭',
        },
        qualified_upload: {
          button: '上传已认证',
          title: '上传已认证的替代关系',
          rules: '每行一对，以原厂料号标识：原料号、替代料号和“认证日期”必填。无论状态列填写什么，每行都保存为“已认证”；料号不能替代自身；已存在的替代关系会被更新。',
          all_or_none: '任何一行有问题都不会保存任何内容：问题按行和字段列在下方。',
        },
        sloc_inventories: {
          button: '库存物料',
          title: '%{code} 存放的物料',
          search: '按原厂料号或描述查找物料',
          assign: '分配',
          assigned: '已分配',
          default: '工厂默认',
          set_default: '设为默认',
          remove: '移除',
          none: '此库位尚未分配任何物料。',
          mpn: '原厂料号',
          manufacturer: '原厂',
          description: '描述',
          done_assign: '物料已分配',
          done_default: '已设为默认库位',
          done_remove: '分配已移除',
          more: '显示 %{shown} / 共 %{total} 条',
          back: '返回库位',
        },
      },
    },
  },
});
