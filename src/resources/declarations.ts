// The registry of declared resources. Order matters for the database: a resource comes after
// the resources it references.
import type { ResourceDeclaration } from '../schema';
import { bg } from './basic/customer/model/bg';
import { billTo } from './basic/customer/model/billTo';
import { bu } from './basic/customer/model/bu';
import { deliverTerm } from './basic/customer/model/deliverTerm';
import { endCustomer } from './basic/customer/model/endCustomer';
import { entity } from './basic/customer/model/entity';
import { paymentTerm } from './basic/customer/model/paymentTerm';
import { shipCustomer } from './basic/customer/model/shipCustomer';
import { shipTo } from './basic/customer/model/shipTo';
import { companyResources } from './basic/company/model';
import { prepaid } from './basic/prepaid/model/prepaid';
import { hrResources, hrVendorRatioResources } from './basic/hr/model';
import { slocResources } from './basic/sloc/model';
import { inventoryResources } from './management/inventories/model';
import { vmiResources } from './management/vmi/model';
import { stockResources } from './management/inventories/model';
import { materialResources } from './management/material/model';
import { transitResources } from './shipment/transit/model';
import { routeQuoteResources } from './management/routeQuote/model';
import { leadTimeResources } from './management/leadTime/model';
import { rmaResources } from './shipment/rma/model';
import { systemConfig } from './system/config/model/systemConfig';
import { bangtaiResources } from './shipment/bangtai/model';
import { writeOffResources } from './shipment/writeOff/model';
import { qualityResources } from './shipment/quality/model';
import { customerOrderResources, orderBindingResources } from './shipment/customerOrder/model';
import { salesOrderResources } from './shipment/salesOrder/model';
import { purchaseOrderResources } from './shipment/purchaseOrder/model';
import { orOrderResources } from './shipment/orOrder/model';
import { maxoutResources } from './shipment/maxout/model';
import { ediResources } from './shipment/edi/model';
import { spotMarketResources } from './shipment/spotMarket/model';
import { directFileResources } from './shipment/directFile/model';
import { priceTiResources } from './management/priceTi/model';
import { priceDraftResources } from './management/priceDraft/model';
import { priceTableResources } from './management/priceTables/model';
import { priceDatabase } from './management/priceDatabase/model/priceDatabase';
import { qbr } from './management/qbr/model/qbr';
import { rfqResources } from './management/rfq/model';
import { verificationResources } from './events/verification/model';
import { materialInfoResources } from './management/materialInfo/model';

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
  ...routeQuoteResources,
  ...leadTimeResources, // references material
  ...rmaResources, // references ship_customer, manufacturer, material
  ...bangtaiResources, // reference material
  ...writeOffResources, // references ship_customer
  ...qualityResources, // reference material
  ...stockResources, // references material and sloc
  ...transitResources, // references material, sloc, ship_customer
  ...vmiResources, // references material, sloc, ship_customer
  ...customerOrderResources, // references ship_customer, ship_to, bill_to, entity, bg, material
  ...salesOrderResources, // references customer_order too
  ...orderBindingResources, // references customer_order and sales_order
  ...purchaseOrderResources, // references vendor, bg, material
  ...orOrderResources, // references vendor, bg, material
  ...maxoutResources, // a view over POs, pre-POs and stock
  ...ediResources, // reference ship_customer, material
  ...spotMarketResources, // references ship_customer, material
  ...directFileResources, // references ship_customer, material, edi850
  ...priceTiResources, // references material, end_customer
  ...priceDraftResources, // references material, end_customer
  ...priceTableResources, // reference material, ship_customer, end_customer, vendor
  priceDatabase, // references manufacturer
  qbr, // references ship_customer, end_customer, material
  ...rfqResources, // references ship_customer, end_customer, material
  ...materialInfoResources, // a report over material
  ...verificationResources, // references material, end_customer, manufacturer, product_line, bg
  systemConfig,
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
