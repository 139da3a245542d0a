// Every screen of the route table is reached by clicking: it is a menu entry, a record screen that its
// list's generic views open (row click -> show, Edit on the show page, Create in the list's toolbar),
// or a screen another screen links to: LINKS names the file that holds the link and the link it
// builds, and that file is read to prove it. A new screen with none of these fails here: it would be
// reachable only by a typed URL. (The browser sweep, tests/e2e/sweep, opens the parameterised
// screens through the links it finds on the screens before them.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findByRaName } from '../../../src/resources/declarations';
import { type RouteEntry } from '../../../src/routes';
import { buildRegistry } from '../../../src/registry';

const { routeTable } = buildRegistry();

/** Paths that are not screens a person navigates to: redirects and the pages outside the frame, with where they come from. */
const NOT_NAVIGATED: Record<string, string> = {
  '/auth/callback': 'the single sign-on provider redirects here',
  '/resetPwd': 'opened from the password-reset mail',
  '/apiDoc': "redirects to the server's API documentation (user menu: API DOC)",
  '/my/order/create': 'spec alias that redirects to the create form of My orders',
  '/addOrder': 'spec alias that redirects to the create form of My orders',
  '/management/vmi/inventoryDeduct/detail': "spec alias (?id=) that redirects to the draft's show page",
  '/management/vmi/consumption/detail': "spec alias (?id=) that redirects to the draft's show page",
};

interface Link {
  /** The screen the person clicks on. */
  from: string;
  /** The source file that holds the link or button, and what it must contain. */
  file: string;
  builds: RegExp;
}

/** Screens outside the menu and the generic record views, and the screen that links to each. */
const LINKS: Record<string, Link> = {
  '/home': { from: '(menu)', file: 'src/layout/Menu.tsx', builds: /to="\/home"/ },
  '/register': { from: '/login', file: 'src/login/LoginPage.tsx', builds: /to="\/register"/ },
  '/recover': { from: '/login', file: 'src/login/LoginPage.tsx', builds: /to="\/recover"/ },
  '/search': { from: '(header search)', file: 'src/shell/search/HeaderSearch.tsx', builds: /\/search/ },
  '/myInfo/:id': { from: '(user menu)', file: 'src/layout/AppUserMenu.tsx', builds: /\/myInfo\// },
  '/info/:id': { from: '/system/roles/userManagement', file: 'src/custom/system/users/UserManagementPage.tsx', builds: /to=\{`\/info\/\$\{user\.id\}`\}/ },
  '/system/roles/roleManagement/:id': { from: '/system/roles/roleManagement', file: 'src/custom/system/roles/RoleManagementPage.tsx', builds: /to=\{`\$\{ROLE_LIST_PATH\}\/\$\{role\.id\}`\}/ },
  '/basic/sloc/SLOC/:id/inventories': { from: '/basic/sloc/SLOC', file: 'src/resources/basic/sloc/actions/slocInventories/SlocInventoriesAction.tsx', builds: /`\$\{slocRoute\}\/\$\{id\}\/inventories`/ },
  '/basic/hr/setupRatio/ratio/grid': { from: '/basic/hr/setupRatio/ratio', file: 'src/resources/basic/hr/actions/ratioGrid/RatioGridAction.tsx', builds: /to=\{`\$\{RATIO_GRID_PATH\}/ },
  '/shipment/returnGoods/rmaShip/detail/:id': { from: '/shipment/returnGoods/rmaShip', file: 'src/custom/shipment/rmaShip/RmaShipPage.tsx', builds: /navigate\(`\/shipment\/returnGoods\/rmaShip\/detail\/\$\{r\.id\}`\)/ },
  '/management/routeQuote/routePriceSetting/duplicate/:id': { from: '/management/routeQuote/routePriceSetting', file: 'src/resources/management/routeQuote/actions/DuplicateRouteQuoteAction.tsx', builds: /navigate\(`\$\{decl\.route\}\/duplicate\/\$\{record\.id\}`\)/ },
  '/shipment/pdclist/jusda/:type/:waybill/:invoice_no': { from: '/shipment/pdclist', file: 'src/resources/shipment/transit/actions/jusdaTracking/JusdaTrackingAction.tsx', builds: /jusdaTrackingPath/ },
  '/management/dit/winRate/:id': { from: '/management/dit/detail/:id', file: 'src/resources/management/dit/DitShow.tsx', builds: /to=\{ditWinRatePath\(record\.bg_id as number\)\}/ },
  '/management/lim/limitationReport/:id': { from: '/management/lim/limitationReport', file: 'src/custom/management/limitationReport/LimitationReportPage.tsx', builds: /to=\{`\/management\/lim\/limitationReport\/\$\{r\.id\}`\}/ },
  '/management/vmi/vmiGRProgress/detail/:invoice_no': { from: '/management/vmi/vmiGRProgress', file: 'src/custom/management/vmiProgress/ProgressPage.tsx', builds: /to=\{`\/management\/vmi\/vmiGRProgress\/detail\// },
  '/analysis/inventoryHistory/detail': { from: '/management/inventories/inventories', file: 'src/resources/management/inventories/BagsPanel.tsx', builds: /to=\{`\/\$\{raName\(inventoryHistory\)\}\/detail\?inventory_id=/ },
  '/shipment/order/TISpotComManagement/CalCharge/:id': { from: '/shipment/order/TISpotComManagement', file: 'src/resources/shipment/spotMarket/SpotMarketShow.tsx', builds: /to=\{`\$\{spotMarket\.route\}\/CalCharge\/\$\{record\.id\}`\}/ },
  '/my/myRFQs/:stage/:id': { from: '/my/myRFQs', file: 'src/resources/management/rfq/MyRfqList.tsx', builds: /to=\{`\/my\/myRFQs\/\$\{c\.stage\}\/\$\{r\.id\}`\}/ },
  '/my/myRFQs/RFQPreview': { from: '/my/myRFQs', file: 'src/resources/management/rfq/MyRfqList.tsx', builds: /to="\/my\/myRFQs\/RFQPreview"/ },
  // Hidden from the menu by the spec: reached from the max-out list's toolbar (its declared list action).
  '/shipment/writeOff/preMaxoutManagement': { from: '/shipment/order/maxOut', file: 'src/resources/shipment/writeOff/actions/PreMaxoutCasesAction.tsx', builds: /component=\{Link\} to=\{preMaxout\.route\}/ },
  // The order list's row click opens {id}/show, which this screen's route takes and sends on to {id}/items.
  '/shipment/order/orderManagement/:id/:type': { from: '/shipment/order/orderManagement', file: 'src/custom/shipment/orderDetail/OrderDetailPage.tsx', builds: /if \(!isOrderType\(type\)\) return <Navigate replace to=\{`\$\{list\}\/\$\{id\}\/items`\} \/>/ },
  '/my/order/list/:id/:type': { from: '/my/order/list', file: 'src/custom/shipment/orderDetail/OrderDetailPage.tsx', builds: /if \(!isOrderType\(type\)\) return <Navigate replace to=\{`\$\{list\}\/\$\{id\}\/items`\} \/>/ },
  '/shipment/bangtaiInventory/jusda/:type/:customer_no': { from: '/shipment/bangtaiInventory', file: 'src/resources/shipment/bangtai/actions/BangtaiByCustomerAction.tsx', builds: /to=\{bangtaiJusdaPath\(type, String\(record\.customer_no\)\)\}/ },
  '/management/inventories/inventories/jusda/:type': { from: '/management/inventories/inventories', file: 'src/resources/management/inventories/actions/CargoStatusAction.tsx', builds: /to=\{cargoStatusPath\(s\.value\)\}/ },
  '/management/inventories/inventoryVMI/jusda/:type/:invoice_no': { from: '/management/inventories/inventoryVMI', file: 'src/custom/management/stockPages/InvoiceLookup.tsx', builds: /navigate\(invoiceMovesPath\(/ },
  '/my/asn/orders/edit/:id': { from: '/my/asn/orders', file: 'src/resources/shipment/asn/AsnLinks.tsx', builds: /to: `\/my\/asn\/orders\/edit\/\$\{record\.id\}`/ },
  '/my/asn/orders/modify/:id': { from: '/my/asn/orders', file: 'src/resources/shipment/asn/AsnLinks.tsx', builds: /to: `\/my\/asn\/orders\/modify\/\$\{record\.id\}`/ },
  '/shipment/ship/asnManagement/jusda/:type/:invoice_no': { from: '/shipment/ship/asnManagement', file: 'src/resources/shipment/asn/AsnLinks.tsx', builds: /to: asnJusdaPath\(String\(record\.invoice_no\)\)/ },
  '/distribute/NonCF/backlog/unassigned/:no': { from: '/distribute/NonCF/backlog', file: 'src/custom/distribute/forecastBacklog/BacklogPage.tsx', builds: /to=\{unassignedPath\(family, b\.no\)\}/ },
  '/distribute/CF/backlog/unassigned/:no': { from: '/distribute/CF/backlog', file: 'src/custom/distribute/forecastBacklog/BacklogPage.tsx', builds: /to=\{unassignedPath\(family, b\.no\)\}/ },
  '/distribute/NonCF/backlog/psi/:fNo/:bNo': { from: '/distribute/NonCF/backlog', file: 'src/custom/distribute/forecastBacklog/BacklogPage.tsx', builds: /to=\{psiPath\(family, f\.no, b\.no\)\}/ },
  '/distribute/CF/backlog/psi/:fNo/:bNo': { from: '/distribute/CF/backlog', file: 'src/custom/distribute/forecastBacklog/BacklogPage.tsx', builds: /to=\{psiPath\(family, f\.no, b\.no\)\}/ },
  '/distribute/NonTI/backlog/psi/:fNo/:bNo': { from: '/distribute/NonTI/backlog', file: 'src/custom/distribute/forecastBacklog/BacklogPage.tsx', builds: /to=\{psiPath\(family, f\.no, b\.no\)\}/ },
  // The PSI menu entries open today's PSI: /…/psi hops to /…/psi/{today}/{today} (R27).
  '/my/NonCF/psi/:from/:to': { from: '/my/NonCF/psi', file: 'src/custom/distribute/psi/pages.tsx', builds: /\/\$\{today\}\/\$\{today\}/ },
  '/my/CF/psi/:from/:to': { from: '/my/CF/psi', file: 'src/custom/distribute/psi/pages.tsx', builds: /\/\$\{today\}\/\$\{today\}/ },
  '/my/NonTI/psi/:from/:to': { from: '/my/NonTI/psi', file: 'src/custom/distribute/psi/pages.tsx', builds: /\/\$\{today\}\/\$\{today\}/ },
  '/distribute/NonCF/all/psi/:from/:to': { from: '/distribute/NonCF/all/psi', file: 'src/custom/distribute/psi/pages.tsx', builds: /\/\$\{today\}\/\$\{today\}/ },
  '/distribute/CF/all/psi/:from/:to': { from: '/distribute/CF/all/psi', file: 'src/custom/distribute/psi/pages.tsx', builds: /\/\$\{today\}\/\$\{today\}/ },
  '/distribute/NonTI/all/psi/:from/:to': { from: '/distribute/NonTI/all/psi', file: 'src/custom/distribute/psi/pages.tsx', builds: /\/\$\{today\}\/\$\{today\}/ },
  '/distribute/NonTI/all/vsr/psi/:from/:to': { from: '/distribute/NonTI/all/vsr/psi', file: 'src/custom/distribute/psi/pages.tsx', builds: /\/\$\{today\}\/\$\{today\}/ },
  '/distribute/NonTI/backlog/vsr/psi/:fNo/:bNo': { from: '/distribute/NonTI/backlog/psi/:fNo/:bNo', file: 'src/custom/distribute/psi/PsiPage.tsx', builds: /to=\{`\/distribute\/NonTI\/backlog\/vsr\/psi\// },
  '/my/ORs/backlog/psi/:no': { from: '/my/ORs/backlog', file: 'src/custom/distribute/psi/OrPsiPages.tsx', builds: /to=\{`\/my\/ORs\/backlog\/psi\/\$\{encodeURIComponent\(o\.or_no\)\}`\}/ },
  '/distribute/NonCF/backlog/forecast/:id': { from: '/distribute/NonCF/backlog', file: 'src/custom/distribute/forecastBacklog/BacklogPage.tsx', builds: /to=\{familyForecastPath\(family, f\.id\)\}/ },
  '/distribute/CF/backlog/forecast/:id': { from: '/distribute/CF/backlog', file: 'src/custom/distribute/forecastBacklog/BacklogPage.tsx', builds: /to=\{familyForecastPath\(family, f\.id\)\}/ },
  '/distribute/NonTI/backlog/forecast/:id': { from: '/distribute/NonTI/backlog', file: 'src/custom/distribute/forecastBacklog/BacklogPage.tsx', builds: /to=\{familyForecastPath\(family, f\.id\)\}/ },
  '/forecasts/detail/:id': { from: '/forecasts', file: 'src/custom/distribute/forecastBacklog/ForecastsPage.tsx', builds: /to=\{`\/forecasts\/detail\/\$\{f\.id\}`\}/ },
  '/analysis/CF/recordBacklogsV2V/ETA/:id': { from: '/analysis/CF/recordBacklogsV2V', file: 'src/resources/analysis/backlogV2V/actions/V2VActions.tsx', builds: /to=\{`\$\{decl\.route\}\/\$\{v\}\/\$\{record\.id\}`\}/ },
  '/analysis/CF/recordBacklogsV2V/ETAWB/:id': { from: '/analysis/CF/recordBacklogsV2V', file: 'src/resources/analysis/backlogV2V/actions/V2VActions.tsx', builds: /to=\{`\$\{decl\.route\}\/\$\{v\}\/\$\{record\.id\}`\}/ },
  '/analysis/CF/recordBacklogsV2V/Demand/:id': { from: '/analysis/CF/recordBacklogsV2V', file: 'src/resources/analysis/backlogV2V/actions/V2VActions.tsx', builds: /to=\{`\$\{decl\.route\}\/\$\{v\}\/\$\{record\.id\}`\}/ },
  '/analysis/NonCF/recordBacklogs/info/:date': { from: '/analysis/NonCF/recordBacklogs', file: 'src/custom/analysis/planningRecords/RecordBacklogsPage.tsx', builds: /to=\{`\$\{base\}\/info\/\$\{b\.backlog_date\}`\}/ },
  '/analysis/NonCF/recordBacklogs/compare/:fId/:sId': { from: '/analysis/NonCF/recordBacklogs', file: 'src/custom/analysis/planningRecords/RecordBacklogsPage.tsx', builds: /to=\{`\$\{base\}\/compare\/\$\{b\.previous_id\}\/\$\{b\.id\}`\}/ },
  '/analysis/NonCF/recordBUFCST/detail/:id': { from: '/analysis/NonCF/recordBUFCST', file: 'src/custom/analysis/planningRecords/RecordBuPage.tsx', builds: /to=\{`\$\{base\}\/detail\/\$\{f\.id\}`\}/ },
  '/analysis/NonCF/recordBUFCST/compare/:fNo/:sNo': { from: '/analysis/NonCF/recordBUFCST', file: 'src/custom/analysis/planningRecords/RecordBuPage.tsx', builds: /to=\{`\$\{base\}\/compare\// },
  '/analysis/CF/recordBacklogs/info/:date': { from: '/analysis/CF/recordBacklogs', file: 'src/custom/analysis/planningRecords/RecordBacklogsPage.tsx', builds: /to=\{`\$\{base\}\/info\/\$\{b\.backlog_date\}`\}/ },
  '/analysis/CF/recordBacklogs/compare/:fId/:sId': { from: '/analysis/CF/recordBacklogs', file: 'src/custom/analysis/planningRecords/RecordBacklogsPage.tsx', builds: /to=\{`\$\{base\}\/compare\/\$\{b\.previous_id\}\/\$\{b\.id\}`\}/ },
  '/analysis/CF/recordBUFCST/detail/:id': { from: '/analysis/CF/recordBUFCST', file: 'src/custom/analysis/planningRecords/RecordBuPage.tsx', builds: /to=\{`\$\{base\}\/detail\/\$\{f\.id\}`\}/ },
  '/analysis/CF/recordBUFCST/compare/:fNo/:sNo': { from: '/analysis/CF/recordBUFCST', file: 'src/custom/analysis/planningRecords/RecordBuPage.tsx', builds: /to=\{`\$\{base\}\/compare\// },
  '/analysis/history/recordFcstTempSum/:id': { from: '/analysis/history/recordFcstTempSum', file: 'src/custom/analysis/planningRecords/FcstTempSumPage.tsx', builds: /to=\{`\/analysis\/history\/recordFcstTempSum\/\$\{r\.id\}`\}/ },
  '/analysis/history/record830/info/:date/:type': { from: '/analysis/history/record830', file: 'src/custom/analysis/planningRecords/Record830Page.tsx', builds: /to=\{`\$\{RECORD830\}\/info\/\$\{r\.record_date\}\/\$\{r\.kind\}`\}/ },
  '/analysis/history/record830/compare/:fId/:sId': { from: '/analysis/history/record830', file: 'src/custom/analysis/planningRecords/Record830Page.tsx', builds: /to=\{`\$\{RECORD830\}\/compare\/\$\{r\.previous_id\}\/\$\{r\.id\}`\}/ },
  '/analysis/history/record830R/compare/:fId/:sId': { from: '/analysis/history/record830R', file: 'src/custom/analysis/planningRecords/Record830RPage.tsx', builds: /to=\{`\/analysis\/history\/record830R\/compare\/\$\{r\.previous_id\}\/\$\{r\.id\}`\}/ },
  '/materialInfo/info/:id': { from: '/materialInfo', file: 'src/custom/management/materialInfo/MaterialInfoPage.tsx', builds: /INFO_PATH\}?\/?\$\{|navigate\(`\$\{INFO_PATH\}/ },
};

/**
 * A module's own list or show view, and whether it keeps the generic one inside (whose row click opens
 * the show page and whose show page holds Edit).
 */
const NAMED_VIEWS: Record<string, { file: string; wraps: RegExp }> = {
  priceRecordList: { file: 'src/resources/management/priceTables/PriceRecordList.tsx', wraps: /<ResourceList\b/ },
  myRfqList: { file: 'src/resources/management/rfq/MyRfqList.tsx', wraps: /<ResourceList\b/ },
  routeQuoteShow: { file: 'src/resources/management/routeQuote/RouteQuoteShow.tsx', wraps: /<ResourceShow\b/ },
  spotMarketShow: { file: 'src/resources/shipment/spotMarket/SpotMarketShow.tsx', wraps: /<ResourceShow\b/ },
  salesOrderShow: { file: 'src/resources/shipment/salesOrder/SalesOrderShow.tsx', wraps: /<ResourceShow\b/ },
  asnShow: { file: 'src/resources/shipment/asn/AsnShow.tsx', wraps: /<ResourceShow\b/ },
  ftbAsnList: { file: 'src/resources/shipment/ftbAsn/FtbAsnList.tsx', wraps: /<ResourceList\b/ },
  ftbAsnShow: { file: 'src/resources/shipment/ftbAsn/FtbAsnShow.tsx', wraps: /<ResourceShow\b/ },
};

const read = (file: string) => readFileSync(file, 'utf8');
/** The view is the generic one, or a module's view that keeps the generic one inside. */
const generic = (name: string | undefined) => !name || Boolean(NAMED_VIEWS[name]?.wraps.test(read(NAMED_VIEWS[name].file)));

/** How a person reaches the entry by clicking, or undefined when only a typed URL opens it. */
function howReached(entry: RouteEntry): string | undefined {
  if (entry.menu && !entry.menu.hidden) return 'menu';
  const link = LINKS[entry.path];
  if (link) return link.builds.test(read(link.file)) ? `link on ${link.from}` : undefined;
  const decl = entry.resource ? findByRaName(entry.resource) : undefined;
  if (!decl || decl.report) return undefined;
  // The generic list opens a row's show page and holds the Create button; its show page holds Edit.
  const list = generic(decl.views?.list);
  if (entry.view === 'show') return list ? 'row click on its list' : undefined;
  if (entry.view === 'create') return list && decl.create !== false ? "Create on its list's toolbar" : undefined;
  if (entry.view === 'edit') return list && generic(decl.views?.show) ? 'Edit on its show page' : undefined;
  return undefined;
}

describe('reachability of the route table', () => {
  it('reaches every screen by a click from the menu, its list or a screen that links to it', () => {
    const typedOnly: string[] = [];
    const reasons = new Map<string, string>();
    for (const entry of routeTable) {
      if (NOT_NAVIGATED[entry.path]) continue;
      const how = howReached(entry);
      if (how) reasons.set(entry.path, how);
      else typedOnly.push(entry.path);
    }
    console.info(`reachability: ${reasons.size} screens reached by a click, ${Object.keys(NOT_NAVIGATED).length} redirects; typed URL only: ${typedOnly.join(', ') || 'none'}`);
    expect(typedOnly).toEqual([]);
  });

  it('names only route-table paths, and every link starts on a screen that is itself reached', () => {
    const paths = new Set(routeTable.map((e) => e.path));
    const unknown = [...Object.keys(LINKS), ...Object.keys(NOT_NAVIGATED)].filter((p) => !paths.has(p) && p !== '/login');
    expect(unknown).toEqual([]);
    const strandedFrom = Object.entries(LINKS)
      .filter(([, l]) => paths.has(l.from))
      .filter(([, l]) => !howReached(routeTable.find((e) => e.path === l.from)!))
      .map(([p, l]) => `${p} <- ${l.from}`);
    expect(strandedFrom).toEqual([]);
  });

  it('fails a screen nobody links to', () => {
    const orphan: RouteEntry = { path: '/nowhere/:id', specPath: '/nowhere/{id}', access: { permissions: [] } };
    expect(howReached(orphan)).toBeUndefined();
  });
});
