import type { CustomScreen } from '../../../registry/types';
import { ORGANIZATION_ACCESS } from './model/wire';

/** /system/organization (manage-organization-manager). */
export const organizationScreen: CustomScreen = {
  path: '/system/organization',
  specPath: '/system/organization',
  access: ORGANIZATION_ACCESS,
  menu: { group: 'system', order: 25 },
  label: { en: 'Organization', zh: '组织架构' },
  declarations: false,
  load: () => import('./OrganizationPage'),
};
