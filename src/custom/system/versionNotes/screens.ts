import type { CustomScreen } from '../../../registry/types';

/** /events/Version: the version notes of the running build (open to every signed-in user; routes.json). */
export const versionNotesScreen: CustomScreen = {
  path: '/events/Version',
  specPath: '/events/Version',
  access: { permissions: [], roles: [] },
  menu: { group: 'my', section: 'events', order: 60 },
  label: { en: 'Version notes', zh: '版本说明' },
  // Reads no declaration: the declarations and their words need not load with it.
  declarations: false,
  load: () => import('./VersionNotesPage'),
};
