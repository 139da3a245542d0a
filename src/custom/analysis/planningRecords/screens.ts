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

/** The planning record screens (routes.json): backlog and BU forecast records per family, the forecast temporary-table summary. */
export const planningRecordScreens: CustomScreen[] = [
  ...forFamily('noncf', 10),
  ...forFamily('cf', 10),
  { path: '/analysis/history/recordFcstTempSum', specPath: '/analysis/history/recordFcstTempSum', access: RECORD_ACCESS.tmpSummary,
    menu: { group: 'analysis', section: 'history', order: 60 }, label: { en: 'Forecast draft summary', zh: '预测暂存汇总' }, load: () => import('./FcstTempSumPage') },
  { path: '/analysis/history/recordFcstTempSum/:id', specPath: '/analysis/history/recordFcstTempSum/{id}', access: RECORD_ACCESS.tmpSummary,
    label: { en: 'Forecast draft rows', zh: '预测暂存明细' }, load: () => import('./FcstTempSumItemPage') },
];
