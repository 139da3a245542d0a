import type { CustomScreen } from '../../../registry/types';
import { ASN_ADMIN_ACCESS } from '../../../resources/shipment/asn/model/access';

/**
 * /shipment/ship/asnManagement/jusda/{type}/{invoice_no}: what the 3PL warehouse got for one ASN
 * invoice ({type}: the tab, inbound or moves); the ASN screens' rule. Opened from an ASN's detail.
 */
export const asnJusdaScreen: CustomScreen = {
  path: '/shipment/ship/asnManagement/jusda/:type/:invoice_no',
  specPath: '/shipment/ship/asnManagement/jusda/{type}/{invoice_no}',
  access: ASN_ADMIN_ACCESS,
  parent: '/shipment/ship/asnManagement',
  label: { en: 'ASN at the 3PL warehouse', zh: 'ASN 三方仓信息' },
  load: () => import('./AsnJusdaPage'),
};
