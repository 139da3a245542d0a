// What a price draft's import writes into events (server/modules/management/priceDraft/draftImport.ts),
// for the event log: with the first page, as the event log shows any module's events.
import { defineWords } from '../../../i18n/defineWords';

export const priceDraftEventWords = defineWords({
  'en-US': { screens: { history: { fields: { lines: 'Lines' } } } },
  'zh-CN': { screens: { history: { fields: { lines: '明细行' } } } },
});
