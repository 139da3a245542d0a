import { defineModule } from '../../../registry/types';

/**
 * POs and pre-POs are declared (model/); the module adds the pre-PO's bind and shift actions and the
 * PO's show page with its bound pre-POs and shifts.
 */
export default defineModule({
  name: 'shipment/purchaseOrder',
  loadMessages: () => Promise.all([import('./actions/messages'), import('./showMessages')]).then(([m0, m1]) => [m0.poActionMessages, m1.poMovesMessages]),
  views: { poShow: () => import('./PurchaseOrderShow'), poCreate: () => import('./PurchaseOrderCreate') },
});
