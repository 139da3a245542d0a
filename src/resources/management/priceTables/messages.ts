import { defineWords } from '../../../i18n/defineWords';

export const priceRecordMessages = defineWords({
  'en-US': { screens: { price_record: { tables: 'Price tables' } } },
  'zh-CN': { screens: { price_record: { tables: '价格表' } } },
});
