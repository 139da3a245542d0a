// Shipment -> in transit: PDC shipments, then ECPOs (their on-way links point at PDC shipments).
import type { ResourceDeclaration } from '../../../../schema';
import { ecpo } from './ecpo';
import { pdc } from './pdc';

export { ecpo, pdc };

export const transitResources: ResourceDeclaration[] = [pdc, ecpo];
