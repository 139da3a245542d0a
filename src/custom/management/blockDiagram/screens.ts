import { FB_ACCESS } from '../../../resources/management/functionBlock/model/wire';
import type { CustomScreen } from '../../../registry/types';

/** /management/FB/blockDiagram (suggested: the function-block screen's rule): a block drawn as boxes and flows. */
export const blockDiagramScreen: CustomScreen = {
  path: '/management/FB/blockDiagram',
  specPath: '/management/FB/blockDiagram',
  access: FB_ACCESS,
  menu: { group: 'management', section: 'designIn', order: 141 },
  label: { en: 'Block diagram', zh: '方框图' },
  load: () => import('./BlockDiagramPage'),
};
