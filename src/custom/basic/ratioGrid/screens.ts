import { resourceEntry } from '../../../registry/entries';
import { RATIO_GRID_PATH } from '../../../resources/basic/hr/paths';
import type { CustomScreen } from '../../../registry/types';

const vendorRatio = resourceEntry('vendor_ratio');

/**
 * /basic/hr/setupRatio/ratio/grid: one period's vendor ratios edited and saved together, and audited
 * by selection. A path of our own under the spec's /basic/hr/setupRatio, with its rule.
 */
export const ratioGridScreen: CustomScreen = {
  path: RATIO_GRID_PATH,
  specPath: RATIO_GRID_PATH,
  inferredFrom: '/basic/hr/setupRatio',
  access: vendorRatio.access,
  parent: vendorRatio.route,
  label: { en: 'Vendor ratio grid', zh: '供应商比例表格' },
  load: () => import('./RatioGridPage'),
};
