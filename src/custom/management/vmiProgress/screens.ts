import { VMI_GR_PROGRESS_ACCESS } from '../../../resources/management/vmi/model/wire';
import type { CustomScreen } from '../../../registry/types';

/** /management/vmi/vmiGRProgress: receipt progress per supplier invoice (view-gr; routes.json). */
export const progressScreen: CustomScreen = {
  path: '/management/vmi/vmiGRProgress',
  specPath: '/management/vmi/vmiGRProgress',
  access: VMI_GR_PROGRESS_ACCESS,
  menu: { group: 'management', section: 'vmi', order: 2 },
  label: { en: 'VMI GR progress', zh: 'VMI 收货进度' },
  load: () => import('./ProgressPage'),
};

/** /management/vmi/vmiGRProgress/detail/{invoice_no}: one invoice's GR lines. */
export const progressDetailScreen: CustomScreen = {
  path: '/management/vmi/vmiGRProgress/detail/:invoice_no',
  specPath: '/management/vmi/vmiGRProgress/detail/{invoice_no}',
  access: VMI_GR_PROGRESS_ACCESS,
  label: { en: 'VMI GR progress: invoice', zh: 'VMI 收货进度：发票' },
  load: () => import('./ProgressDetailPage'),
};
