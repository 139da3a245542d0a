// The 3PL warehouse calls' own refusals, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  badStatus: (a: { choices: string }) => `Status must be one of: ${a.choices}`,
  badVersion: () => 'version must be a whole number',
  notPending: (a: { no: string; status: string }) => `${a.no} is already ${a.status}; only a pending notice can change its status`,
  short: (a: { lot: string; mpn: string; customer: string; have: string; want: string }) =>
    `Lot ${a.lot} of ${a.mpn} for customer ${a.customer} holds ${a.have}; ${a.want} cannot be shipped`,
};
export const bangtaiText = defineWords({ 'en-US': en, 'zh-CN': {
  badStatus: (a) => `状态必须是以下之一：${a.choices}`,
  badVersion: () => 'version 必须是整数',
  notPending: (a) => `${a.no} 已是“${a.status}”状态，只有待处理的通知可以变更状态`,
  short: (a) => `客户 ${a.customer} 的 ${a.mpn} 批次 ${a.lot} 结存 ${a.have}，无法出库 ${a.want}`,
} });
