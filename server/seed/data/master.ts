// Demo data for the rest of the master data (basic/company, basic/hr, basic/sloc, prepaid items,
// management/material, management/inventories): one list of rows per declaration, keyed by
// declaration name and in dependency order (after customerSeed, whose codes the rows reference).
// A reference field holds the referenced record's natural key; the seeder resolves it to an id.
// Everything is generated deterministically: the same rows on every run.
import { manufacturerRows, productLineRows, vendorRows } from './masterRows/company';
import { accountSettingRows, employeeRankRows, rankGroupRows, vendorRatioRows, vendorTypeRows } from './masterRows/hr';
import { inventoryBrandRows } from './masterRows/inventoryBrands';
import { chipsetRows, materialSubRows } from './masterRows/materialLinks';
import { materialRows } from './masterRows/materials';
import { prepaidRows } from './masterRows/prepaid';
import { orSlocRows, slocRows } from './masterRows/sloc';

export const masterSeed: Record<string, Record<string, unknown>[]> = {
  rank_group: rankGroupRows,
  employee_rank: employeeRankRows,
  account_setting: accountSettingRows,
  vendor_type: vendorTypeRows,
  manufacturer: manufacturerRows,
  vendor: vendorRows,
  product_line: productLineRows,
  vendor_ratio: vendorRatioRows,
  sloc: slocRows,
  or_sloc: orSlocRows,
  material: materialRows,
  material_sub: materialSubRows,
  chipset: chipsetRows,
  prepaid: prepaidRows,
  inventory_brand: inventoryBrandRows,
};
