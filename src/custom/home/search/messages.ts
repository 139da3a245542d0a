import { defineWords } from '../../../i18n/defineWords';

export const searchMessages = defineWords({
  'en-US': { screens: { search: { title: 'Materials: %{field} contains "%{keyword}"' } } },
  'zh-CN': { screens: { search: { title: '物料：%{field} 包含“%{keyword}”' } } },
});
