import { ecDraft } from './ecDraft';
import { materialDraft } from './materialDraft';

export { ecDraft, materialDraft };
/** After material and end_customer, which they reference. */
export const verificationResources = [materialDraft, ecDraft];
