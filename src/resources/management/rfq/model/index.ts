import { myRfq, rfq } from './rfq';

/** The RFQ declarations, after customers, end customers and materials (which they reference). */
export const rfqResources = [rfq, myRfq];
