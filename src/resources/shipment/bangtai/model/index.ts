// Shipment -> the 3PL warehouse (Bangtai), after material (every list references it).
import type { ResourceDeclaration } from '../../../../schema';
import { bangtaiHistory } from './bangtaiHistory';
import { bangtaiInbound } from './bangtaiInbound';
import { bangtaiInstock } from './bangtaiInstock';
import { bangtaiOutbound } from './bangtaiOutbound';

export { bangtaiHistory, bangtaiInbound, bangtaiInstock, bangtaiOutbound };

export const bangtaiResources: ResourceDeclaration[] = [bangtaiInstock, bangtaiInbound, bangtaiOutbound, bangtaiHistory];
