import type { CustomScreen } from '../../../registry/types';

/** /search?keyword=&field=: where the header search leads. */
export const searchScreen: CustomScreen = {
  path: '/search',
  specPath: '/search',
  access: { permissions: [], roles: [] },
  label: { en: 'Material search', zh: '物料搜索' },
  load: () => import('./SearchPage'),
};
