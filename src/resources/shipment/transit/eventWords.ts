// What the in-transit calls write into events (server/modules/shipment/transit: a notice file's
// source, an ECPO's on-way link), for the event log: with the first page, as the event log shows any
// module's events without loading its screens.
import { defineWords } from '../../../i18n/defineWords';

export const transitEventWords = defineWords({
  'en-US': { screens: { history: { fields: { source: 'Source', onway: 'On-way link', kind: 'Kind' } } } },
  'zh-CN': { screens: { history: { fields: { source: '来源', onway: '在途关联', kind: '类型' } } } },
});
