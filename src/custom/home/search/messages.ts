import type { ScreenMessages } from '../../../i18n/types';

export const searchMessages: ScreenMessages = {
  'en-US': { screens: { search: { title: 'Materials: %{field} contains "%{keyword}"' } } },
  'zh-CN': { screens: { search: { title: '物料：%{field} 包含“%{keyword}”' } } },
};
