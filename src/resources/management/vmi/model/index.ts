import { vmiDraftResources } from './vmiDrafts';
import { vmiGr } from './vmiGr';

/** The VMI module's declarations, after material, SLOC and customers (which they reference). */
export const vmiResources = [vmiGr, ...vmiDraftResources];
