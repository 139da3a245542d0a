// Agree or refuse the selected ratios in one call (PUT /api/v2/vendor-ratio/audit). Refusing needs a
// memo on every selected item, its own or the shared one (document 3, section 5): checked here first,
// naming the items without one, and by the server whatever the browser does. Items not pending are
// skipped by the server; when none is pending it says so.
import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { requestJson, unwrapData } from '../../dataProvider';
import { RATIO_AUDIT_PERMISSION, vendorRatio } from '../../resources/basic/hr/vendorRatio';
import { allows, type AccessRule, type Principal } from '../../schema';
import type { RatioRow } from './useRatioGridController';

export type AuditDecision = '2' | '3';

export function useRatioAuditController(selected: RatioRow[], onDone: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<Principal>();
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<AuditDecision>('2');
  const [sharedMemo, setSharedMemo] = useState('');
  const [memos, setMemos] = useState<Record<number, string>>({});
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const screenRule: AccessRule = vendorRatio.access;
  // As the server: the audit permission (or a role granting the screen), not just the screen's write rule.
  const mayAudit = Boolean(permissions) && allows(permissions!, { permissions: [RATIO_AUDIT_PERMISSION], roles: screenRule.roles }, 'write');
  const memoOf = (r: RatioRow) => (memos[r.id!] ?? '').trim() || sharedMemo.trim();

  const submit = async () => {
    if (decision === '3') {
      const without = selected.filter((r) => r.audit_status === '1' && !memoOf(r));
      if (without.length) {
        setError(translate('screens.ratio_grid.audit.memo_missing', { items: without.map((r) => `${r.vendor ?? ''} ${r.period}`).join(', ') }));
        return;
      }
    }
    setPending(true);
    setError(undefined);
    try {
      const items = selected.map((r) => ({ id: r.id, audit_memo: (memos[r.id!] ?? '').trim() || undefined }));
      const answer = unwrapData(
        await requestJson(`${vendorRatio.api.base}/audit`, { method: 'PUT', body: { audit_status: decision, items, audit_memo: sharedMemo.trim() || undefined } }),
      ) as { list: unknown[]; skipped: unknown[] };
      notify('screens.ratio_grid.audit.done', { type: 'success', messageArgs: { done: answer.list.length, skipped: answer.skipped.length } });
      setOpen(false);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };

  return {
    mayAudit,
    open,
    openDialog: () => {
      setDecision('2');
      setSharedMemo('');
      setMemos({});
      setError(undefined);
      setOpen(true);
    },
    close: () => setOpen(false),
    decision,
    setDecision,
    sharedMemo,
    setSharedMemo,
    memoFor: (r: RatioRow) => memos[r.id!] ?? '',
    setMemoFor: (r: RatioRow, value: string) => setMemos((all) => ({ ...all, [r.id!]: value })),
    submit,
    pending,
    error,
  };
}
