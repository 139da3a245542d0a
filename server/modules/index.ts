// Written by server/modules/writeIndex.ts from the folders: do not edit. A module is its folder
// (`<area>/<module>/index.ts`); server/app.ts orders them (server/moduleOrder.ts).
import analysisBacklogV2V from './analysis/backlogV2V';
import analysisEdiRecords from './analysis/ediRecords';
import analysisPlanningRecords from './analysis/planningRecords';
import basicCompany from './basic/company';
import basicCustomer from './basic/customer';
import basicHr from './basic/hr';
import basicPrepaid from './basic/prepaid';
import basicSloc from './basic/sloc';
import basicSupplierVisit from './basic/supplierVisit';
import distributeBacklog from './distribute/backlog';
import distributeCfPart from './distribute/cfPart';
import distributeForecast from './distribute/forecast';
import distributePsi from './distribute/psi';
import distributePsiOr from './distribute/psiOr';
import distributeSa from './distribute/sa';
import distributeSwap from './distribute/swap';
import eventsAuditItem from './events/auditItem';
import eventsNotifications from './events/notifications';
import eventsVerification from './events/verification';
import managementInventories from './management/inventories';
import managementLeadTime from './management/leadTime';
import managementMaterial from './management/material';
import managementPriceDatabase from './management/priceDatabase';
import managementPriceDraft from './management/priceDraft';
import managementPriceTables from './management/priceTables';
import managementPriceTi from './management/priceTi';
import managementQbr from './management/qbr';
import managementRfq from './management/rfq';
import managementRouteQuote from './management/routeQuote';
import managementVmi from './management/vmi';
import shipmentAsn from './shipment/asn';
import shipmentAsnEditor from './shipment/asnEditor';
import shipmentAsnJusda from './shipment/asnJusda';
import shipmentAsnOrPrice from './shipment/asnOrPrice';
import shipmentBangtai from './shipment/bangtai';
import shipmentCustomerOrder from './shipment/customerOrder';
import shipmentDirectFile from './shipment/directFile';
import shipmentEdi from './shipment/edi';
import shipmentFtbAsn from './shipment/ftbAsn';
import shipmentMaxout from './shipment/maxout';
import shipmentOrOrder from './shipment/orOrder';
import shipmentPurchaseOrder from './shipment/purchaseOrder';
import shipmentQuality from './shipment/quality';
import shipmentRma from './shipment/rma';
import shipmentSalesOrder from './shipment/salesOrder';
import shipmentSpotMarket from './shipment/spotMarket';
import shipmentTransit from './shipment/transit';
import shipmentWriteOff from './shipment/writeOff';
import systemAdmin from './system/admin';
import systemConfig from './system/config';
import systemLookups from './system/lookups';
import type { ServerModule } from './types';

export const foundModules: ServerModule[] = [
  analysisBacklogV2V,
  analysisEdiRecords,
  analysisPlanningRecords,
  basicCompany,
  basicCustomer,
  basicHr,
  basicPrepaid,
  basicSloc,
  basicSupplierVisit,
  distributeBacklog,
  distributeCfPart,
  distributeForecast,
  distributePsi,
  distributePsiOr,
  distributeSa,
  distributeSwap,
  eventsAuditItem,
  eventsNotifications,
  eventsVerification,
  managementInventories,
  managementLeadTime,
  managementMaterial,
  managementPriceDatabase,
  managementPriceDraft,
  managementPriceTables,
  managementPriceTi,
  managementQbr,
  managementRfq,
  managementRouteQuote,
  managementVmi,
  shipmentAsn,
  shipmentAsnEditor,
  shipmentAsnJusda,
  shipmentAsnOrPrice,
  shipmentBangtai,
  shipmentCustomerOrder,
  shipmentDirectFile,
  shipmentEdi,
  shipmentFtbAsn,
  shipmentMaxout,
  shipmentOrOrder,
  shipmentPurchaseOrder,
  shipmentQuality,
  shipmentRma,
  shipmentSalesOrder,
  shipmentSpotMarket,
  shipmentTransit,
  shipmentWriteOff,
  systemAdmin,
  systemConfig,
  systemLookups,
];
