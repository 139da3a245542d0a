// The registry of declared resources. Order matters for the database: a resource comes after
// the resources it references.
import type { ResourceDeclaration } from '../schema';
import { bg } from './basic/customer/bg';
import { billTo } from './basic/customer/billTo';
import { bu } from './basic/customer/bu';
import { deliverTerm } from './basic/customer/deliverTerm';
import { endCustomer } from './basic/customer/endCustomer';
import { entity } from './basic/customer/entity';
import { paymentTerm } from './basic/customer/paymentTerm';
import { shipCustomer } from './basic/customer/shipCustomer';
import { shipTo } from './basic/customer/shipTo';
import { companyResources } from './basic/company';
import { prepaid } from './basic/customer/prepaid';
import { hrResources, hrVendorRatioResources } from './basic/hr';
import { slocResources } from './basic/sloc';
import { inventoryResources } from './management/inventories';
import { materialResources } from './management/material';

export const resources: ResourceDeclaration[] = [
  ...[bg, bu, entity, paymentTerm, deliverTerm, shipCustomer, billTo, shipTo, endCustomer],
  // vendor (company) references vendor_type (hr), and vendor_ratio (hr) references vendor.
  ...hrResources,
  ...companyResources,
  ...hrVendorRatioResources,
  ...slocResources,
  ...materialResources,
  prepaid, // references material
  ...inventoryResources,
];

const byName = new Map(resources.map((r) => [r.name, r]));

export function getResource(name: string): ResourceDeclaration {
  const decl = byName.get(name);
  if (!decl) throw new Error(`unknown resource "${name}"`);
  return decl;
}

export const findResource = (name: string) => byName.get(name);

/** react-admin's resource name for a declaration: its spec route without the leading slash,
 *  so the list lives exactly at the spec's path (e.g. /basic/customer/bgManagement). */
export const raName = (decl: ResourceDeclaration) => decl.route.replace(/^\//, '');

const byRaName = new Map(resources.map((r) => [raName(r), r]));

/** The declaration behind a react-admin resource name (or a declaration name). */
export const findByRaName = (name: string) => byRaName.get(name) ?? byName.get(name);
