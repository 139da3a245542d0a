// Agree or refuse one pending vendor ratio (PUT /api/v2/vendor-ratio/audit). Refusing needs a memo:
// checked here first, and by the server whatever the browser does.
import { useState } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { currentUser } from '../../../authProvider/user';
import { RATIO_AUDIT_PERMISSION } from '../../../resources/basic/hr/vendorRatio';
import { allows, type Principal, type ResourceDeclaration } from '../../../schema';
import { useActionCall } from '../useActionCall';

export type AuditDecision = '2' | '3';
const PENDING = '1';

export function useAuditRatioController(decl: ResourceDeclaration) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions<Principal>();
  const call = useActionCall();
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<AuditDecision>('2');
  const [memo, setMemo] = useState('');
  const [memoError, setMemoError] = useState<string>();

  const mayAudit = Boolean(permissions) && allows(permissions!, { permissions: [RATIO_AUDIT_PERMISSION], roles: decl.access.roles }, 'write');
  // Whoever changed a ratio last may not audit it (the server refuses with 403): no button for them.
  const changedByMe = record !== undefined && record.updated_by === currentUser()?.name;
  const visible = mayAudit && record !== undefined && String(record.audit_status) === PENDING && !changedByMe;

  const submit = async () => {
    if (decision === '3' && !memo.trim()) {
      setMemoError(translate('screens.actions.audit.memo_required'));
      return;
    }
    setMemoError(undefined);
    const body = { audit_status: decision, items: [{ id: record!.id, audit_memo: memo.trim() || undefined }] };
    if (await call.run(`${decl.api.base}/audit`, { method: 'PUT', body }, 'screens.actions.audit.done')) setOpen(false);
  };

  return {
    visible,
    open,
    openDialog: () => {
      setDecision('2');
      setMemo('');
      setMemoError(undefined);
      call.clearError();
      setOpen(true);
    },
    close: () => setOpen(false),
    decision,
    setDecision,
    memo,
    setMemo,
    memoError,
    submit,
    pending: call.pending,
    error: call.error,
  };
}
