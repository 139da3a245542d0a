import { vendorRatio } from '../model/vendorRatio';
import type { CustomScreen } from '../../../types';

/**
 * /basic/hr/setupRatio/ratio/grid: one period's vendor ratios edited and saved together, and audited
 * by selection. A path of our own under the spec's /basic/hr/setupRatio, with its rule.
 */
export const ratioGridScreen: CustomScreen = {
  path: '/basic/hr/setupRatio/ratio/grid',
  specPath: '/basic/hr/setupRatio/ratio/grid',
  inferredFrom: '/basic/hr/setupRatio',
  access: vendorRatio.access,
  parent: vendorRatio.route,
  label: { en: 'Vendor ratio grid', zh: '供应商比例表格' },
  load: () => import('./RatioGridPage'),
};
