import type { CustomScreen } from '../../../registry/types';

/** /home: the landing page after sign-in; root and unknown paths lead here. */
export const homeScreen: CustomScreen = {
  path: '/home',
  specPath: '/home',
  access: { permissions: [], roles: [] },
  label: { en: 'Home', zh: '首页' },
  load: () => import('./HomePage'),
  // The first page: it reads the route table only, not the declarations.
  declarations: false,
};
