import { prePo } from './prePo';
import { myPurchaseOrder, purchaseOrder } from './purchaseOrder';

/** POs (and the buyer's own view of them), then pre-POs, which reference POs. */
export const purchaseOrderResources = [purchaseOrder, myPurchaseOrder, prePo];
