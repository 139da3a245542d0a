import { resourceEntry } from '../../../registry/entries';
import type { CustomScreen } from '../../../registry/types';

const sloc = resourceEntry('sloc');

/** /basic/sloc/SLOC/{id}/inventories: the materials kept at one storage location (the SLOC screen's rule). */
export const slocInventoriesScreen: CustomScreen = {
  path: '/basic/sloc/SLOC/:id/inventories',
  specPath: '/basic/sloc/SLOC/{id}/inventories',
  access: sloc.access,
  parent: sloc.route,
  label: { en: 'Storage location inventories', zh: '库位库存物料' },
  load: () => import('./SlocInventoriesPage'),
};
