import { FAMILY_SPECS, FORECASTS_ACCESS } from '../../../resources/distribute/forecast/model/wire';
import type { CustomScreen } from '../../../registry/types';

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
  label: { en: 'Unassigned backlog', zh: '未分配的 Backlog' },
  load: () => import('./UnassignedPage'),
});

/** The backlog lists of the three families (routes.json), their unassigned lines, and /forecasts. */
export const forecastBacklogScreens: CustomScreen[] = [
  backlogList('noncf', 20, 'Non-CF backlogs', '非 CF Backlog'),
  backlogList('cf', 20, 'CF backlogs', 'CF Backlog'),
  backlogList('nonti', 20, 'Non-TI backlogs', '非 TI Backlog'),
  unassigned('noncf'),
  unassigned('cf'),
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
