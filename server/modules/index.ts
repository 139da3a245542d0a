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
import managementAutoSettlement from './management/autoSettlement';
import managementAvmEmployee from './management/avmEmployee';
import managementAvmLogistic from './management/avmLogistic';
import managementAvmPurchase from './management/avmPurchase';
import managementAvmRebate from './management/avmRebate';
import managementAvmSell from './management/avmSell';
import managementDit from './management/dit';
import managementFunctionBlock from './management/functionBlock';
import managementGainShare from './management/gainShare';
import managementInventories from './management/inventories';
import managementLeadTime from './management/leadTime';
import managementLimitation from './management/limitation';
import managementMapping846 from './management/mapping846';
import managementMaterial from './management/material';
import managementPcn from './management/pcn';
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
import systemMail from './system/mail';
import systemMonitoring from './system/monitoring';
import systemOrganization from './system/organization';
import systemReportAnalysis from './system/reportAnalysis';
import systemSchedule from './system/schedule';
import systemThirdPartyReport from './system/thirdPartyReport';
import systemUserInfo from './system/userInfo';
import systemVersion from './system/version';
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
  managementAutoSettlement,
  managementAvmEmployee,
  managementAvmLogistic,
  managementAvmPurchase,
  managementAvmRebate,
  managementAvmSell,
  managementDit,
  managementFunctionBlock,
  managementGainShare,
  managementInventories,
  managementLeadTime,
  managementLimitation,
  managementMapping846,
  managementMaterial,
  managementPcn,
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
  systemMail,
  systemMonitoring,
  systemOrganization,
  systemReportAnalysis,
  systemSchedule,
  systemThirdPartyReport,
  systemUserInfo,
  systemVersion,
];
