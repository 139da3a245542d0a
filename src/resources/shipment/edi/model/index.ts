import { edi850 } from './edi850';
import { edi855 } from './edi855';

export const ediResources = [edi850, edi855];
