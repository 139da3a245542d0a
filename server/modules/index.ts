// The server's module registry: the routes, tables and demo rows of every business module.
// Add a module's folder here; the platform (server/app.ts, migrations, seed) names none.
import customerModule from './basic/customer';
import hrModule from './basic/hr';
import prepaidModule from './basic/prepaid';
import slocModule from './basic/sloc';
import notificationsModule from './events/notifications';
import materialModule from './management/material';
import inventoriesModule from './management/inventories';
import rmaModule from './shipment/rma';
import routeQuoteModule from './management/routeQuote';
import leadTimeModule from './management/leadTime';
import vmiModule from './management/vmi';
import adminModule from './system/admin';
import lookupsModule from './system/lookups';
import bangtaiModule from './shipment/bangtai';
import writeOffModule from './shipment/writeOff';
import qualityModule from './shipment/quality';
import transitModule from './shipment/transit';
import customerOrderModule from './shipment/customerOrder';
import salesOrderModule from './shipment/salesOrder';
import purchaseOrderModule from './shipment/purchaseOrder';
import orOrderModule from './shipment/orOrder';
import maxoutModule from './shipment/maxout';
import ediModule from './shipment/edi';
import spotMarketModule from './shipment/spotMarket';
import directFileModule from './shipment/directFile';
import priceTiModule from './management/priceTi';
import priceDraftModule from './management/priceDraft';
import priceTablesModule from './management/priceTables';
import priceDatabaseModule from './management/priceDatabase';
import qbrModule from './management/qbr';
import rfqModule from './management/rfq';
import verificationModule from './events/verification';
import type { ServerModule } from './types';

export const serverModules: ServerModule[] = [
  adminModule,
  lookupsModule,
  customerModule,
  materialModule,
  slocModule,
  prepaidModule,
  hrModule,
  notificationsModule,
  rmaModule, // before routeQuote and leadTime: holds the logistics file store they use
  routeQuoteModule,
  leadTimeModule,
  bangtaiModule,
  writeOffModule,
  qualityModule,
  inventoriesModule,
  transitModule,
  vmiModule, // after inventories: its demo drafts draw on the hubs' stock
  customerOrderModule, // after rma: its files go to the logistics file store; seeds the sales orders too
  salesOrderModule,
  purchaseOrderModule,
  orOrderModule,
  maxoutModule, // after the PO and stock tables its view reads
  ediModule,
  spotMarketModule,
  directFileModule, // after edi: its sync links rows to 850s
  priceTiModule,
  priceDraftModule, // after priceTi: its demo draft in effect puts prices into price_ti
  priceTablesModule,
  priceDatabaseModule,
  qbrModule,
  rfqModule, // its demo RFQs draw on customers, end customers and materials
  verificationModule,
];

export type { ServerModule } from './types';
