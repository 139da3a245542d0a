// One audit level: agree (on to the next state) or refuse (back to the author, memo required: R18;
// drafts not waiting at the level are skipped, as the vendor ratios and the ASN audit items do),
// one route `PUT /api/v1/price/draft/audit/<level>` whose body names the state entered. Each level
// writes its own memo field, so level 02's decision never erases level 01's memo.
import { label } from '../../../../schema/fields';
import type { TransitionDeclaration, TransitionGroup } from '../../../../schema/types';
import { AUDIT_MEMO, type DraftState } from './priceDraftRules';

export function auditTransitions(level: '01' | '02', permission: string, from: DraftState, to: DraftState, effect?: string): Record<string, TransitionDeclaration> {
  const group = `audit${level}`;
  const memo = AUDIT_MEMO[level];
  return {
    [`agree${level}`]: {
      label: label(`Agree (level ${level})`, `同意（${level} 级）`),
      permissions: [permission],
      from: [from],
      to,
      inputs: [memo],
      // Four eyes: whoever finished or agreed last may not agree now.
      notByLastEditor: true,
      ...(effect ? { effect } : {}),
      reason: `audit ${level}: agreed`,
      group,
    },
    [`refuse${level}`]: {
      label: label(`Refuse (level ${level})`, `拒绝（${level} 级）`),
      permissions: [permission],
      from: [from],
      to: 'refused',
      inputs: [memo],
      requiredInputs: [memo],
      reason: `audit ${level}: refused`,
      group,
    },
  };
}

export function auditGroup(level: '01' | '02'): TransitionGroup {
  return {
    label: label(`Audit ${level}`, `${level} 级审核`),
    title: label(`Level-${level} audit`, `${level} 级审核`),
    done: label(`Level-${level} audit recorded`, `${level} 级审核已记录`),
    bulk: true,
    bulkLabel: label(`Audit ${level} selected`, `${level} 级审核所选`),
    bulkDone: label(`%{done} audited at level ${level}`, `已完成 ${level} 级审核 %{done} 条`),
    inputRule: label('Refusing needs a memo on every draft', '拒绝时每张草稿都必须填写备注'),
    // `%{items}`: the drafts without a memo, filled by the dialog and by the server alike.
    inputMissing: label('Refusing needs a memo: %{items}', '拒绝必须填写备注：%{items}'),
    missingOn: label('Refusing needs a memo: %{items}', '拒绝必须填写备注：%{items}'),
    none: label(`No draft waiting for level-${level} audit`, `没有待 ${level} 级审核的草稿`),
    // R18 as for every audit: only drafts waiting at this level are actionable; the others in a
    // selection are skipped (answered in `skipped`), and none waiting is a 400 with the words above.
    skipOthers: true,
    method: 'PUT',
    path: `audit/${level}`,
    placement: ['row', 'show'],
  };
}
