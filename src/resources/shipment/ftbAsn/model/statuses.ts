import { label } from '../../../../schema/fields';

/** An FTB ASN's states: open while it is checked and billed; thrown once its ASN is made; or cancelled. */
export const FTB_STATUS = { open: '1', thrown: '2', cancelled: '9' } as const;

export const FTB_STATUSES = [
  { value: FTB_STATUS.open, label: label('Open', '处理中'), color: 'info' as const },
  { value: FTB_STATUS.thrown, label: label('Thrown to ASN', '已转 ASN'), color: 'success' as const },
  { value: FTB_STATUS.cancelled, label: label('Cancelled', '已取消'), color: 'default' as const },
];

/**
 * The maxout check of an item (and, worst of its items, of the FTB ASN): priced below the maxout
 * price (the lowest DBP in effect), it waits for a reviewer, who agrees the price or refuses it.
 */
export const MAXOUT = { ok: 'ok', pending: 'pending', agreed: 'agreed', refused: 'refused' } as const;

export const MAXOUT_STATUSES = [
  { value: MAXOUT.ok, label: label('At or above maxout', '不低于保本价'), color: 'success' as const },
  { value: MAXOUT.pending, label: label('Below maxout: in review', '低于保本价：审核中'), color: 'warning' as const },
  { value: MAXOUT.agreed, label: label('Below maxout: agreed', '低于保本价：已同意'), color: 'primary' as const },
  { value: MAXOUT.refused, label: label('Below maxout: refused', '低于保本价：已拒绝'), color: 'error' as const },
];

/** Worst first: the header shows the worst of its items. */
export const MAXOUT_ORDER: string[] = [MAXOUT.refused, MAXOUT.pending, MAXOUT.agreed, MAXOUT.ok];
