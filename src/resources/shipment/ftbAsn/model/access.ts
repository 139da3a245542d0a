// FTB ASN permissions (routes.json /shipment/ship/ftbManagement: any of the five opens the screens).
// Each grants one action only: view reads; edit proposes item changes, numbers and throws FTB ASNs
// into ASNs; review agrees or refuses what waits in the two FTB queues; bill-date sets the bill date;
// view-ftb-maxout reads the maxout view and its report.
import type { AccessRule } from '../../../../schema/types';

export const FTB_VIEW = 'manage-ftb-view';
export const FTB_EDIT = 'manage-ftb-edit';
export const FTB_REVIEW = 'manage-ftb-review';
export const FTB_BILL_DATE = 'manage-ftb-bill-date';
export const FTB_MAXOUT = 'view-ftb-maxout';

/** The screens' rule: any of the five reads an FTB ASN. */
export const FTB_SCREEN_ACCESS: AccessRule = { permissions: [FTB_VIEW, FTB_EDIT, FTB_REVIEW, FTB_BILL_DATE, FTB_MAXOUT] };
/** Item changes, invoice numbers, throw to ASN, cancel. */
export const FTB_EDIT_ACCESS: AccessRule = { permissions: [FTB_EDIT], write: [FTB_EDIT] };
/** The maxout view and its report. */
export const FTB_MAXOUT_ACCESS: AccessRule = { permissions: [FTB_MAXOUT] };

/** Transition effects the server module registers. */
export const FTB_EFFECTS = { throwAsn: 'ftbAsn.throwAsn' } as const;
