import { defineServerModule } from '../../types';
import { vendorRatioMigrations } from './tables';
import { registerVendorRatioRoutes } from './vendorRatio';
import { accountSettingRows, employeeRankRows, rankGroupRows, vendorRatioRows, vendorTypeRows } from './demo/hr';

/** HR master data's calls beyond CRUD: the vendor-ratio grid and its audit. */
export default defineServerModule({ name: 'basic/hr', demoRows: { rank_group: rankGroupRows, employee_rank: employeeRankRows, account_setting: accountSettingRows, vendor_type: vendorTypeRows, vendor_ratio: vendorRatioRows }, demoGrants: { OP: ['manage-account-setting', 'manage-employee-rank', 'manage-vendor-type'], Manager: ['manage-vendor-ratio-audit'] }, register: registerVendorRatioRoutes, migrations: vendorRatioMigrations });
