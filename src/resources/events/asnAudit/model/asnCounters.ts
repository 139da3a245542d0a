// The header's ASN counters (document 1, section 3): GET /api/v1/counter/asn answers the counts the
// caller may have: `draft` and `price_rejected` (the supplier's own ASNs in status 0 and 13; every
// price-rejected ASN for an ASN manager) and `audit` (status 6, review-asn only).
import type { AccessRule } from '../../../../schema/types';

export const ASN_COUNTER_PATH = '/api/v1/counter/asn';
export const ASN_COUNTER_ACCESS: AccessRule = { permissions: ['send-asn', 'manage-asn', 'review-asn'] };

export interface AsnCounts {
  draft?: number;
  price_rejected?: number;
  audit?: number;
}
