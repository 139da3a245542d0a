import type { ResourceDeclaration } from '../../../../schema';
import { qualityAssurance } from './qualityAssurance';
import { sapPurchase } from './sapPurchase';

export { qualityAssurance, sapPurchase };

/** Shipment -> quality certificates and SAP purchases; after material (both reference it). */
export const qualityResources: ResourceDeclaration[] = [qualityAssurance, sapPurchase];
