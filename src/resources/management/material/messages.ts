// Words of the material list's own actions (non-linked materials, qualified upload), under
// screens.actions, and of what the qualified upload writes into events.
import { defineWords } from '../../../i18n/defineWords';

export const materialMessages = defineWords({
  'en-US': {
    screens: {
      history: { fields: { qualified: 'Qualified list' } },
      actions: {
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
      },
    },
  },
  'zh-CN': {
    screens: {
      history: { fields: { qualified: '合格清单' } },
      actions: {
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
      },
    },
  },
});
