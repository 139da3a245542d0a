import { priceDraft } from './priceDraft';

/** The price drafts' declarations, after material and end customers (which their lines reference). */
export const priceDraftResources = [priceDraft];
