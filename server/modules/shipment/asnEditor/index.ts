import { ASN_EDITOR_ACCESS } from '../../../../src/resources/shipment/asn/model/editorContract';
import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerEditorRoutes } from './routes';

const register: FeatureRegistrar = async (app, ctx) => {
  registerEditorRoutes(app, ctx);
};

/** The ASN editor's reads: open orders with the stock their items may draw from, and the sheet import. */
export default defineServerModule({
  name: 'shipment/asnEditor',
  after: ['shipment/customerOrder', 'management/inventories'],
  register,
  permissions: ASN_EDITOR_ACCESS.permissions,
});
