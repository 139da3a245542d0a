import { defineWords } from '../../../i18n/defineWords';

export const directFileMessages = defineWords({
  'en-US': { screens: { direct_file: { sync: 'Sync with EDI 850', synced: '%{matched} matched to an 850, %{unmatched} not matched', note: 'Delivery note' } } },
  'zh-CN': { screens: { direct_file: { sync: '与 EDI 850 同步', synced: '%{matched} 条已匹配 850，%{unmatched} 条未匹配', note: '送货单' } } },
});
