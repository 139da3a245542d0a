import type { ResourceDeclaration } from '../../../../schema';
import { preMaxout } from './preMaxout';

export { preMaxout };

/** Shipment -> write-off; after ship_customer (the case's customer). */
export const writeOffResources: ResourceDeclaration[] = [preMaxout];
