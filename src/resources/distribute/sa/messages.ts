import { defineWords } from '../../../i18n/defineWords';

/** Words of the SA page's similar agreements. */
export const saMessages = defineWords({
  'en-US': {
    screens: {
      sa: {
        similar: 'Similar agreements',
        similar_title: 'Agreements like %{no}',
        similar_none: 'No other agreement for this material or this supplier’s plants.',
        compare: 'Compare',
        compare_title: '%{a} compared with %{b}',
      },
    },
  },
  'zh-CN': {
    screens: {
      sa: {
        similar: '相似协议',
        similar_title: '与 %{no} 相似的协议',
        similar_none: '该物料或该供应商的工厂没有其他协议。',
        compare: '比较',
        compare_title: '%{a} 与 %{b} 比较',
      },
    },
  },
});
