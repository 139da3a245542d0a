// The record actions of every module, by the name a declaration's `actions` gives them. Read only
// by the generic list and show screens (src/views/actions), so they load with those screens and
// not with the first page. Add a module's actions/index.ts here.
import type { ActionComponent } from '../views/actions/types';
import { hrActions } from './basic/hr/actions';
import { slocActions } from './basic/sloc/actions';
import { materialActions } from './management/material/actions';
import { rmaActions } from './shipment/rma/actions';
import { routeQuoteActions } from './management/routeQuote/actions';
import { bangtaiActions } from './shipment/bangtai/actions';
import { qualityActions } from './shipment/quality/actions';
import { transitActions } from './shipment/transit/actions';
import { vmiActions } from './management/vmi/actions';
import { purchaseOrderActions } from './shipment/purchaseOrder/actions';
import { ediActions } from './shipment/edi/actions';
import { directFileActions } from './shipment/directFile/actions';
import { priceTiActions } from './management/priceTi/actions';
import { priceDraftActions } from './management/priceDraft/actions';
import { writeOffActions } from './shipment/writeOff/actions';
import { inventoryActions } from './management/inventories/actions';

export const moduleActions: Record<string, ActionComponent> = {};
for (const actions of [hrActions, slocActions, materialActions, rmaActions, routeQuoteActions, bangtaiActions, qualityActions, transitActions, vmiActions, purchaseOrderActions, ediActions, directFileActions, priceTiActions, priceDraftActions, writeOffActions, inventoryActions]) {
  for (const [name, component] of Object.entries(actions)) {
    if (moduleActions[name]) throw new Error(`modules: action "${name}" is defined twice`);
    moduleActions[name] = component;
  }
}
