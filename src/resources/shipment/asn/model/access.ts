/** The admin screens' rule (routes.json /shipment/ship/asnManagement: manage-asn, view-asn). */
export const ASN_ADMIN_ACCESS = { permissions: ['manage-asn', 'view-asn'] };
/** The supplier's screens (/my/asn/orders: send-asn). */
export const MY_ASN_ACCESS = { permissions: ['send-asn'] };
/** The manager audit of an ASN awaiting it (status 6); also loads that header counter (spec §6). */
export const REVIEW_ASN = 'review-asn';
/** ASN returns and modify requests (/shipment/ship/asnReturns: manage-asn-modify). */
export const ASN_MODIFY_ACCESS = { permissions: ['manage-asn-modify'] };
/** Transition effects the server registers (server/modules/shipment/asn). */
export const ASN_EFFECTS = {
  submit: 'asn.submit',
  ship: 'asn.ship',
  putBack: 'asn.putBack',
  sync: 'asn.syncBangtai',
  applyModify: 'asn.applyModify',
  /** Approving by hand agrees the flagged prices still waiting (in the approving manager's name). */
  pricesReviewed: 'asn.pricesReviewed',
  /** Rejecting or cancelling by hand withdraws the price items still waiting: nobody decides them any more. */
  withdrawPrices: 'asn.withdrawPrices',
} as const;
/** The ASN calls both sides use (/api/v1/asn/order...): managers reach every ASN, suppliers their own. */
export const ASN_CALL_ACCESS = { permissions: [...ASN_ADMIN_ACCESS.permissions, ...MY_ASN_ACCESS.permissions] };
