import { resourceEntry } from '../../../registry/entries';
import type { CustomScreen } from '../../../registry/types';
import { V2V_VIEWS } from '../../../resources/analysis/backlogV2V/model/wire';

const v2v = resourceEntry('cf_backlog_v2v');

const LABELS = {
  ETA: { en: 'V2V backlog by ETA', zh: 'V2V 未交订单（按预计到货）' },
  ETAWB: { en: 'V2V backlog by ETA WB', zh: 'V2V 未交订单（按预计入仓）' },
  Demand: { en: 'V2V backlog by demand', zh: 'V2V 未交订单（按需求）' },
};

/** /analysis/CF/recordBacklogsV2V/{ETA,ETAWB,Demand}/{id}: one report's lines by week (the list's rule). */
export const v2vScreens: CustomScreen[] = V2V_VIEWS.map((view) => ({
  path: `${v2v.route}/${view}/:id`,
  specPath: `${v2v.route}/${view}/{id}`,
  access: v2v.access,
  parent: v2v.route,
  label: LABELS[view],
  load: () => import('./V2VPivotPage'),
}));
