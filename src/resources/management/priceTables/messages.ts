import type { ScreenMessages } from '../../../i18n/types';

export const priceRecordMessages: ScreenMessages = {
  'en-US': { screens: { price_record: { tables: 'Price tables' } } },
  'zh-CN': { screens: { price_record: { tables: '价格表' } } },
};
