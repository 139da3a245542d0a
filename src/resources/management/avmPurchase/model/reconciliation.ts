// What AVM purchase and sell reconciliations share: the head's fields around their own party and
// figures, the list's shape, and the one confirm step that freezes the figures.
import type { Field, StatesDeclaration } from '../../../../schema';
import { codeField, date, datetime, enumOf, integer, label, money, remarkField } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

/** draft (no figures yet) -> calculated (lines and totals) -> confirmed (frozen). */
export const AVM_RECON_STATUSES = [
  { value: 'draft', label: label('Draft', '草稿'), color: 'default' as const },
  { value: 'calculated', label: label('Calculated', '已计算'), color: 'info' as const },
  { value: 'confirmed', label: label('Confirmed', '已确认'), color: 'success' as const },
];

/** A figure of the head: calculated by the server, in the reconciliation's currency. */
export const reconAmount = (en: string, zh: string) => money(label(en, zh), { scale: 2, readOnly: true, currencyField: 'currency' });

/** The head's fields in form order: number, party, currency, period, `terms`, status, `figures`, then when and remark. */
export function reconFields(party: Record<string, Field>, terms: Record<string, Field>, figures: Record<string, Field>): Record<string, Field> {
  return {
    recon_no: codeField(label('Reconciliation no.', '对账单号'), 30),
    ...party,
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    period_from: date(label('Period from', '期间起'), { required: true }),
    period_to: date(label('Period to', '期间止'), { required: true, notBefore: 'period_from' }),
    ...terms,
    status: enumOf(label('Status', '状态'), AVM_RECON_STATUSES, { required: true, defaultValue: 'draft', readOnly: true }),
    line_count: integer(label('Lines', '行数'), { readOnly: true, defaultValue: 0 }),
    ...figures,
    calculated_at: datetime(label('Calculated at', '计算时间'), { readOnly: true, listHidden: true }),
    remark: remarkField(),
  };
}

/** The list: newest period first, searched by number, showing the party and three figures. */
export const reconList = (party: string, figures: string[]) => ({
  columns: ['recon_no', party, 'currency', 'period_from', 'period_to', 'status', ...figures],
  search: ['recon_no'],
  sort: { field: 'period_from', order: 'DESC' as const },
});

/** Confirm: a calculated reconciliation becomes final, from its page. */
export function reconStates(permissions: string[]): StatesDeclaration {
  return {
    field: 'status',
    final: ['confirmed'],
    transitions: {
      confirm: { label: label('Confirm', '确认'), permissions, from: ['calculated'], to: 'confirmed', reason: 'confirm reconciliation' },
    },
    groups: {
      confirm: {
        label: label('Confirm', '确认'),
        title: label('Confirm reconciliation', '确认对账单'),
        done: label('Reconciliation confirmed: its figures are frozen', '对账单已确认，金额已锁定'),
        path: 'confirm',
        noneIsConflict: true,
        placement: ['show'],
      },
    },
  };
}
