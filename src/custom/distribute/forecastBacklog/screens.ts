import { FAMILY_SPECS, FORECASTS_ACCESS, GB_BACKLOG_TMP_ACCESS, GB_FORECAST_TMP_ACCESS, ITEM_HISTORY_ACCESS } from '../../../resources/distribute/forecast/model/wire';
import type { CustomScreen } from '../../../registry/types';
import { familyForecastPath } from './paths';

const backlogList = (family: 'noncf' | 'cf' | 'nonti', order: number, en: string, zh: string): CustomScreen => ({
  path: `/distribute/${FAMILY_SPECS[family].segment}/backlog`,
  specPath: `/distribute/${FAMILY_SPECS[family].segment}/backlog`,
  access: FAMILY_SPECS[family].access,
  menu: { group: 'distribute', section: FAMILY_SPECS[family].segment, order },
  label: { en, zh },
  load: () => import('./BacklogPage'),
});

const unassigned = (family: 'noncf' | 'cf'): CustomScreen => ({
  path: `/distribute/${FAMILY_SPECS[family].segment}/backlog/unassigned/:no`,
  specPath: `/distribute/${FAMILY_SPECS[family].segment}/backlog/unassigned/{no}`,
  access: FAMILY_SPECS[family].access,
  label: { en: 'Unassigned backlog', zh: '未分配的未交订单' },
  load: () => import('./UnassignedPage'),
});

/** A forecast's detail from the family's backlogs: the family's rule and calls (a CF-only planner opens CF forecasts). */
const familyForecast = (family: 'noncf' | 'cf' | 'nonti'): CustomScreen => ({
  path: familyForecastPath(family, ':id'),
  specPath: familyForecastPath(family, '{id}'),
  inferredFrom: `/distribute/${FAMILY_SPECS[family].segment}/backlog`,
  access: FAMILY_SPECS[family].access,
  label: { en: 'Forecast', zh: '预测' },
  load: () => import('./ForecastDetailPage'),
});

/** The backlog lists of the three families (routes.json), their unassigned lines, and /forecasts. */
export const forecastBacklogScreens: CustomScreen[] = [
  backlogList('noncf', 20, 'Non-CF backlogs', '非 CF 未交订单'),
  backlogList('cf', 20, 'CF backlogs', 'CF 未交订单'),
  backlogList('nonti', 20, 'Non-TI backlogs', '非 TI 未交订单'),
  {
    path: '/distribute/NonCF/itemHistory',
    specPath: '/distribute/NonCF/itemHistory',
    access: ITEM_HISTORY_ACCESS,
    menu: { group: 'distribute', section: 'NonCF', order: 40 },
    label: { en: 'Forecast item history', zh: '预测明细历史' },
    load: () => import('./ItemHistoryPage'),
  },
  {
    path: '/distribute/NonTI/fcst',
    specPath: '/distribute/NonTI/fcst',
    access: GB_FORECAST_TMP_ACCESS,
    menu: { group: 'distribute', section: 'NonTI', order: 40 },
    label: { en: 'GB forecast drafts', zh: 'GB 预测暂存' },
    load: () => import('./GbTmpPage'),
  },
  {
    path: '/distribute/NonTI/backlogManagement',
    specPath: '/distribute/NonTI/backlogManagement',
    access: GB_BACKLOG_TMP_ACCESS,
    menu: { group: 'distribute', section: 'NonTI', order: 41 },
    label: { en: 'GB backlog drafts', zh: 'GB 未交订单暂存' },
    load: () => import('./GbTmpPage'),
  },
  unassigned('noncf'),
  unassigned('cf'),
  familyForecast('noncf'),
  familyForecast('cf'),
  familyForecast('nonti'),
  {
    path: '/forecasts',
    specPath: '/forecasts',
    access: FORECASTS_ACCESS,
    menu: { group: 'distribute', order: 5 },
    label: { en: 'Forecasts', zh: '预测' },
    load: () => import('./ForecastsPage'),
  },
  {
    path: '/forecasts/detail/:id',
    specPath: '/forecasts/detail/{id}',
    inferredFrom: '/forecasts',
    access: FORECASTS_ACCESS,
    label: { en: 'Forecast', zh: '预测' },
    load: () => import('./ForecastDetailPage'),
  },
];
