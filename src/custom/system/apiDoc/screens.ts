import type { CustomScreen } from '../../../registry/types';
import { API_DOC_PERMISSION } from './docTicket';

/** /apiDoc (api-doc): redirects to the server's API documentation (/doc) with a signed ticket. */
export const apiDocScreen: CustomScreen = {
  path: '/apiDoc',
  specPath: '/apiDoc',
  access: { permissions: [API_DOC_PERMISSION], roles: [] },
  label: { en: 'API documentation', zh: 'API 文档' },
  load: () => import('./ApiDocRedirectPage'),
};
