// The price drafts' names and rules, shared by the declaration, the server module and the screens.
import { label } from '../../../../schema/fields';

export const PRICE_DRAFT_BASE = '/api/v1/price/draft';
export const PRICE_DRAFT_ROUTE = '/management/price/priceManagement';
/** The draft import (a spreadsheet of price lines becomes one draft): POST, `?title=` names the draft. */
export const PRICE_DRAFT_IMPORT = `${PRICE_DRAFT_BASE}/import`;
/** The server effect of the level-02 agreement: the lines go into the v2 price table. */
export const PRICE_DRAFT_EFFECT = 'priceDraft.putInEffect';

export const MANAGE_PRICE = 'manage-price';
export const IMPORT_PRICE_DRAFT = 'import-price-draft';
export const AUDIT_01 = 'audit-price-draft-01';
export const AUDIT_02 = 'audit-price-draft-02';
export const LIST_ALL = 'list-all-price-draft';

/** Authors: create, import, edit and finish their own drafts. */
export const FINISHERS = [MANAGE_PRICE, IMPORT_PRICE_DRAFT];
/** The screen's rule (routes.json): any of these opens it. */
export const READERS = [MANAGE_PRICE, IMPORT_PRICE_DRAFT, AUDIT_01, AUDIT_02, LIST_ALL];
/** Who sees every author's drafts. */
export const SEE_ALL = [LIST_ALL, AUDIT_01, AUDIT_02];

export const DRAFT_STATES = [
  { value: 'draft', label: label('Draft', '草稿'), color: 'default' as const },
  { value: 'pending_01', label: label('Waiting level-01 audit', '待一级审核'), color: 'warning' as const },
  { value: 'pending_02', label: label('Waiting level-02 audit', '待二级审核'), color: 'info' as const },
  { value: 'effective', label: label('In effect', '已生效'), color: 'success' as const },
  { value: 'refused', label: label('Refused', '已拒绝'), color: 'error' as const },
];
export type DraftState = 'draft' | 'pending_01' | 'pending_02' | 'effective' | 'refused';

/**
 * Each audit level's memo field: `memo` (the one field before there were two, kept so existing
 * level-01 memos stay where they are) and `memo_02`.
 */
export const AUDIT_MEMO = { '01': 'memo', '02': 'memo_02' } as const;

/** The state each audit level acts on, and the permission it needs (the auditCount and badge count these). */
export const AUDIT_LEVELS = [
  { level: '01', permission: AUDIT_01, waiting: 'pending_01' as DraftState },
  { level: '02', permission: AUDIT_02, waiting: 'pending_02' as DraftState },
];
