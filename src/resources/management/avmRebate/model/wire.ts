// What the refund-amount screen and the server share of the rebate calls: rules and paths, without
// the declaration (the first page carries no declaration).
export const AVM_REBATE_ACCESS = { permissions: ['manage-avm-reconciliation-rebate-setting'] };
/** The rebate summary calls serve the refund screen and the reconciliation summary. */
export const AVM_REBATE_SUMMARY_ACCESS = { permissions: ['manage-avm-reconciliation-rebate-setting', 'manage-avm-reconciliation-summary'] };
export const AVM_REBATE_SUMMARY_BASE = '/api/v2/avm-reconciliation/rebate-summary';
