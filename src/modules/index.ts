// The browser's module registry: the one list the route table, the menu, i18n, the app bar, the
// user menu and the header counters read (record actions: src/modules/actions.ts). Add a module's
// folder here; generic code names none.
import accountModule from './account/account';
import myInfoModule from './account/myInfo';
import customerModule from './basic/customer';
import hrModule from './basic/hr';
import slocModule from './basic/sloc';
import transitModule from './shipment/transit';
import eventLogModule from './events/eventLog';
import notificationsModule from './events/notifications';
import inventoriesModule from './management/inventories';
import homeModule from './home/home';
import searchModule from './home/search';
import rmaModule from './shipment/rma';
import routeQuoteModule from './management/routeQuote';
import leadTimeModule from './management/leadTime';
import apiDocModule from './system/apiDoc';
import notifyManagementModule from './system/notifyManagement';
import rolesModule from './system/roles';
import usersModule from './system/users';
import bangtaiModule from './shipment/bangtai';
import writeOffModule from './shipment/writeOff';
import qualityModule from './shipment/quality';
import vmiModule from './management/vmi';
import priceDraftModule from './management/priceDraft';
import customerOrderModule from './shipment/customerOrder';
import salesOrderModule from './shipment/salesOrder';
import purchaseOrderModule from './shipment/purchaseOrder';
import ediModule from './shipment/edi';
import spotMarketModule from './shipment/spotMarket';
import directFileModule from './shipment/directFile';
import priceTiModule from './management/priceTi';
import priceTablesModule from './management/priceTables';
import rfqModule from './management/rfq';
import verificationModule from './events/verification';
import materialInfoModule from './management/materialInfo';
import { addModuleMessages } from '../i18n/moduleMessages';
import type { AppModule, CustomScreen, ViewLoader } from './types';

export const appModules: AppModule[] = [
  usersModule,
  rolesModule,
  myInfoModule,
  homeModule,
  searchModule,
  slocModule,
  accountModule,
  notificationsModule,
  notifyManagementModule,
  eventLogModule,
  hrModule,
  customerModule,
  apiDocModule,
  rmaModule,
  routeQuoteModule,
  leadTimeModule,
  bangtaiModule,
  writeOffModule,
  qualityModule,
  inventoriesModule,
  transitModule,
  vmiModule,
  priceDraftModule,
  customerOrderModule,
  salesOrderModule,
  purchaseOrderModule,
  ediModule,
  spotMarketModule,
  directFileModule,
  priceTiModule,
  priceTablesModule,
  rfqModule,
  verificationModule,
  materialInfoModule,
];

// A module's lazy messages, loading or loaded; one that failed is forgotten so a retry loads again.
const loading = new Map<AppModule, Promise<void>>();
function loadMessagesOf(module: AppModule): Promise<void> {
  let done = loading.get(module);
  if (!done) {
    done = module.loadMessages!().then((all) => Promise.all(all.map(addModuleMessages))).then(() => undefined);
    done.catch(() => loading.delete(module));
    loading.set(module, done);
  }
  return done;
}

/** A screen or view of a module with messages of its own: they load with it, before it renders. */
function withMessagesOf<T>(module: AppModule, load: () => Promise<T>): () => Promise<T> {
  return module.loadMessages ? () => Promise.all([load(), loadMessagesOf(module)]).then(([loaded]) => loaded) : load;
}

// What the generic shell reads, each collected once.
export const customScreens: CustomScreen[] = appModules.flatMap((m) => (m.screens ?? []).map((s) => ({ ...s, load: withMessagesOf(m, s.load) })));
export const moduleMessages = appModules.flatMap((m) => m.messages ?? []);
export const moduleAppBarItems = appModules.flatMap((m) => m.appBarItems ?? []);
export const moduleUserMenuItems = appModules.flatMap((m) => m.userMenuItems ?? []);
export const moduleCounters = appModules.flatMap((m) => m.counters ?? []);
export const moduleViews: Record<string, ViewLoader> = {};
for (const m of appModules) {
  for (const [name, load] of Object.entries(m.views ?? {})) {
    if (moduleViews[name]) throw new Error(`modules: view "${name}" is defined twice`);
    moduleViews[name] = withMessagesOf(m, load);
  }
}

const resourceModules = new Map<string, AppModule[]>();
for (const m of appModules) for (const name of m.resources ?? []) resourceModules.set(name, [...(resourceModules.get(name) ?? []), m]);

/** The words the generic screens of a declaration need from modules (AppModule.resources), loaded once. */
export const loadResourceMessages = (resource: string): Promise<unknown> =>
  Promise.all((resourceModules.get(resource) ?? []).filter((m) => m.loadMessages).map(loadMessagesOf));

/** Every declaration a module names in `resources` (tests check each exists). */
export const moduleResourceNames = [...resourceModules.keys()];

export type { AppModule, CustomScreen } from './types';
