import { defineResource } from '../../../../schema';
import { datetime, enumOf, label, reference, text } from '../../../../schema/fields';
import type { Field, Label, ResourceDeclaration } from '../../../../schema/types';

export const DRAFT_STATUSES = [
  { value: 'pending', label: label('Waiting for approval', '待审核'), color: 'warning' as const },
  { value: 'approved', label: label('Approved', '已通过'), color: 'success' as const },
  { value: 'refused', label: label('Refused', '已拒绝'), color: 'error' as const },
];

export const APPROVE_DRAFT_EFFECT = 'verification.approveDraft';
export const REFUSE_DRAFT_EFFECT = 'verification.refuseDraft';

export interface DraftKind {
  /** The draft's table, e.g. `material_draft`. */
  name: string;
  /** The record a draft proposes: its values are applied to this declaration's table on approval. */
  target: ResourceDeclaration;
  /** The reference to the target record (blank: the draft proposes a new record). */
  targetField: string;
  /** The target's fields a draft may propose (never guarded ones: a proposal is read by reviewers). */
  proposed: string[];
  base: string;
  route: string;
  permission: string;
  order: number;
  label: Label;
  recordLabel: Label;
  listColumns: string[];
  search: string[];
}

/** A target field as a proposal: optional, not unique, no default (blank on a change = leave as it is). */
function proposedField(field: Field): Field {
  const copy: Record<string, unknown> = { ...field, required: false, unique: false };
  delete copy.defaultValue;
  delete copy.guarded;
  return copy as unknown as Field;
}

/**
 * A verification draft: new or changed master data waiting in the message centre. Approving applies
 * the proposed values to the target in the decision's transaction (server/modules/events/verification);
 * refusing needs a memo (rule R18) and tells the author. Whoever wrote the draft last may not decide it.
 */
export function verificationDraft(kind: DraftKind) {
  const permissions = [kind.permission];
  const proposed = Object.fromEntries(kind.proposed.map((name) => [name, proposedField(kind.target.fields[name])]));
  return defineResource({
    name: kind.name,
    api: { base: kind.base },
    route: kind.route,
    access: { permissions },
    menu: { group: 'my', section: 'events', order: kind.order },
    label: kind.label,
    recordLabel: kind.recordLabel,
    fields: {
      [kind.targetField]: reference(kind.target.recordLabel, kind.target.name, {
        help: label('Blank: the draft proposes a new record.', '留空：草稿提议新建记录。'),
      }),
      ...proposed,
      status: enumOf(label('Status', '状态'), DRAFT_STATUSES, { required: true, defaultValue: 'pending', readOnly: true }),
      review_memo: text(label('Review memo', '审核意见'), { maxBytes: 250 }),
      reviewed_at: datetime(label('Reviewed at', '审核时间'), { readOnly: true }),
    },
    titleField: kind.search[0],
    list: {
      columns: [kind.targetField, ...kind.listColumns, 'status', 'created_by', 'created_at', 'review_memo', 'updated_by', 'reviewed_at'],
      search: kind.search,
      sort: { field: 'created_at', order: 'DESC' },
    },
    importExport: false,
    views: { show: 'verificationDraftShow' },
    states: {
      field: 'status',
      final: ['approved', 'refused'],
      itemTitle: [kind.search[0]],
      transitions: {
        approve: { label: label('Approve', '通过'), permissions, from: ['pending'], to: 'approved', inputs: ['review_memo'], notByLastEditor: true, effect: APPROVE_DRAFT_EFFECT, reason: 'verification: approved', group: 'review' },
        refuse: { label: label('Refuse', '拒绝'), permissions, from: ['pending'], to: 'refused', inputs: ['review_memo'], requiredInputs: ['review_memo'], notByLastEditor: true, effect: REFUSE_DRAFT_EFFECT, reason: 'verification: refused', group: 'review' },
      },
      groups: {
        review: {
          label: label('Review', '审核'),
          title: label('Review draft', '审核草稿'),
          confirmLabel: label('Submit review', '提交审核'),
          done: label('Draft reviewed', '草稿已审核'),
          bulk: true,
          bulkLabel: label('Review selected', '审核所选'),
          bulkDone: label('%{done} reviewed', '已审核 %{done} 条'),
          noneIsConflict: true,
          path: 'review',
          placement: ['row', 'show'],
        },
      },
    },
  });
}
