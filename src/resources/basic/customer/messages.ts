// What the AR import writes into events (server/modules/basic/customer/arImport.ts), for the event log.
import { defineWords } from '../../../i18n/defineWords';

export const customerMessages = defineWords({
  'en-US': { screens: { history: { fields: { kind: 'Kind' }, values: { kind: { ar: 'Receivables (AR)' } } } } },
  'zh-CN': { screens: { history: { fields: { kind: '类型' }, values: { kind: { ar: '应收账款' } } } } },
});
