import type { CustomScreen } from '../../../registry/types';
import { resourceEntry } from '../../../registry/entries';
import { INFO_PATH, SEARCH_PATH } from './paths';

const material = resourceEntry('material');

/** The spec's material information screens: the same rule as the material screens. */
export const materialInfoScreens: CustomScreen[] = [
  {
    path: SEARCH_PATH, specPath: SEARCH_PATH, access: material.access, menu: { group: 'materialQuery', order: 1 },
    label: { en: 'Material information', zh: '物料信息' }, load: () => import('./MaterialSearchPage'),
  },
  {
    path: `${INFO_PATH}/:id`, specPath: `${INFO_PATH}/{id}`, access: material.access, parent: SEARCH_PATH,
    label: { en: 'Material', zh: '物料' }, load: () => import('./MaterialInfoPage'),
  },
];
