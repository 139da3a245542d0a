// What an FTB ASN's item proposals and their reviews write into events (server/modules/shipment/ftbAsn:
// items.ts, outcomes.ts), for the event log: with the first page, as the event log shows any module's events.
import { defineWords } from '../../../i18n/defineWords';

export const ftbAsnEventWords = defineWords({
  'en-US': { screens: { history: { fields: { proposed: 'Proposed item', change: 'Item change', status: 'Status' } } } },
  'zh-CN': { screens: { history: { fields: { proposed: '提议的明细', change: '明细变更', status: '状态' } } } },
});
