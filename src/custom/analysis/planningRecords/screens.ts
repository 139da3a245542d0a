import { RECORD_ACCESS, RECORD_SEGMENT, type RecordFamily } from '../../../resources/distribute/forecast/model/records';
import type { CustomScreen } from '../../../registry/types';

const forFamily = (f: RecordFamily, order: number): CustomScreen[] => {
  const seg = RECORD_SEGMENT[f];
  const backlog = RECORD_ACCESS.backlog[f];
  const bu = RECORD_ACCESS.bu[f];
  const name = f === 'cf' ? { en: 'CF', zh: 'CF ' } : { en: 'Non-CF', zh: '非 CF ' };
  return [
    { path: `/analysis/${seg}/recordBacklogs`, specPath: `/analysis/${seg}/recordBacklogs`, access: backlog, menu: { group: 'analysis', section: seg, order },
      label: { en: `${name.en} backlog records`, zh: `${name.zh}未交订单记录` }, load: () => import('./RecordBacklogsPage') },
    { path: `/analysis/${seg}/recordBacklogs/info/:date`, specPath: `/analysis/${seg}/recordBacklogs/info/{date}`, access: backlog,
      label: { en: 'Backlog record of a date', zh: '某日未交订单记录' }, load: () => import('./RecordBacklogInfoPage') },
    { path: `/analysis/${seg}/recordBacklogs/compare/:fId/:sId`, specPath: `/analysis/${seg}/recordBacklogs/compare/{fId}/{sId}`, access: backlog,
      label: { en: 'Backlogs compared', zh: '未交订单对比' }, load: () => import('./RecordBacklogComparePage') },
    { path: `/analysis/${seg}/recordBUFCST`, specPath: `/analysis/${seg}/recordBUFCST`, access: bu, menu: { group: 'analysis', section: seg, order: order + 1 },
      label: { en: `${name.en} BU forecast records`, zh: `${name.zh}BU 预测记录` }, load: () => import('./RecordBuPage') },
    { path: `/analysis/${seg}/recordBUFCST/detail/:id`, specPath: `/analysis/${seg}/recordBUFCST/detail/{id}`, access: bu,
      label: { en: 'BU forecast record', zh: 'BU 预测记录详情' }, load: () => import('./RecordBuDetailPage') },
    { path: `/analysis/${seg}/recordBUFCST/compare/:fNo/:sNo`, specPath: `/analysis/${seg}/recordBUFCST/compare/{fNo}/{sNo}`, access: bu,
      label: { en: 'BU forecasts compared', zh: 'BU 预测对比' }, load: () => import('./RecordBuComparePage') },
  ];
};

/** The EDI planning history: {token} routes in the spec (named by their labels), on paths of ours. */
const ediHistory: CustomScreen[] = [
  { path: '/analysis/history/record830', specPath: '/analysis/history/record830', redactedRoute: 'History: record 830', access: RECORD_ACCESS.edi830,
    menu: { group: 'analysis', section: 'history', order: 830 }, label: { en: 'EDI 830 planning schedules', zh: 'EDI 830 计划排程' }, load: () => import('./Record830Page') },
  { path: '/analysis/history/record830/info/:date/:type', specPath: '/analysis/history/record830/info/{date}/{type}', redactedRoute: 'History: record 830 / info/{date}/{type}',
    access: RECORD_ACCESS.edi830, label: { en: 'EDI 830 lines of a date', zh: '某日 EDI 830 明细' }, load: () => import('./Record830InfoPage') },
  { path: '/analysis/history/record830/compare/:fId/:sId', specPath: '/analysis/history/record830/compare/{fId}/{sId}', redactedRoute: 'History: record 830 / compare/{fId}/{sId}',
    access: RECORD_ACCESS.edi830, label: { en: 'EDI 830 receipts compared', zh: 'EDI 830 接收对比' }, load: () => import('./Record830ComparePage') },
  { path: '/analysis/history/record830R', specPath: '/analysis/history/record830R', redactedRoute: 'History: record 830R', access: RECORD_ACCESS.edi830R,
    menu: { group: 'analysis', section: 'history', order: 831 }, label: { en: 'EDI 830 revisions', zh: 'EDI 830 修订' }, load: () => import('./Record830RPage') },
  { path: '/analysis/history/record830R/compare/:fId/:sId', specPath: '/analysis/history/record830R/compare/{fId}/{sId}', redactedRoute: 'History: record 830R / compare/{fId}/{sId}',
    access: RECORD_ACCESS.edi830R, label: { en: 'EDI 830 revision compared', zh: 'EDI 830 修订对比' }, load: () => import('./Record830ComparePage') },
  { path: '/analysis/history/record862', specPath: '/analysis/history/record862', redactedRoute: 'History: record 862', access: RECORD_ACCESS.edi862,
    menu: { group: 'analysis', section: 'history', order: 862 }, label: { en: 'EDI 862 shipping schedules', zh: 'EDI 862 发货排程' }, load: () => import('./Record862Page') },
];

/** The planning record screens (routes.json): backlog and BU forecast records per family, the forecast temporary-table summary. */
export const planningRecordScreens: CustomScreen[] = [
  ...forFamily('noncf', 10),
  ...forFamily('cf', 10),
  { path: '/analysis/history/recordFcstTempSum', specPath: '/analysis/history/recordFcstTempSum', access: RECORD_ACCESS.tmpSummary,
    menu: { group: 'analysis', section: 'history', order: 60 }, label: { en: 'Forecast draft summary', zh: '预测暂存汇总' }, load: () => import('./FcstTempSumPage') },
  { path: '/analysis/history/recordFcstTempSum/:id', specPath: '/analysis/history/recordFcstTempSum/{id}', access: RECORD_ACCESS.tmpSummary,
    label: { en: 'Forecast draft rows', zh: '预测暂存明细' }, load: () => import('./FcstTempSumItemPage') },
  ...ediHistory,
];
