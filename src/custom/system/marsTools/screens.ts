import type { CustomScreen } from '../../../registry/types';
import { MARS_TOOLS_ACCESS } from '../../../resources/system/monitoring/model/wire';

/** /system/tool/marsTools: the mars maintenance tools, role OP only (routes.json); list only in this build. */
export const marsToolsScreen: CustomScreen = {
  path: '/system/tool/marsTools',
  specPath: '/system/tool/marsTools',
  access: MARS_TOOLS_ACCESS,
  menu: { group: 'system', order: 57 },
  label: { en: 'Mars tools', zh: 'MARS 工具' },
  declarations: false,
  load: () => import('./MarsToolsPage'),
};
