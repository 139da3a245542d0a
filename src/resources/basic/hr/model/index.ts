// Basic data -> HR, in dependency order. Two arrays because of one cross-area chain:
// vendor (basic/company) references vendor_type, and vendor_ratio references vendor.
// Register: customer resources, hrResources, companyResources, hrVendorRatioResources.
import type { ResourceDeclaration } from '../../../../schema';
import { accountSetting } from './accountSetting';
import { employeeRank } from './employeeRank';
import { rankGroup } from './rankGroup';
import { vendorRatio } from './vendorRatio';
import { vendorType } from './vendorType';

export { accountSetting, employeeRank, rankGroup, vendorRatio, vendorType };

/** References only the customer area (bg, entity). */
export const hrResources: ResourceDeclaration[] = [rankGroup, employeeRank, accountSetting, vendorType];

/** References vendor: after companyResources. */
export const hrVendorRatioResources: ResourceDeclaration[] = [vendorRatio];
