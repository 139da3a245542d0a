// "Upload history" in the sell list's toolbar: a sheet of earlier sell lines (Reconciliation no.,
// SO no., SO date, MPN, Quantity, Unit price, Deduct Y/N) joins the named reconciliations.
import { useCanAccess, useTranslate } from 'react-admin';
import { raName } from '../../../declarations';
import type { ActionProps } from '../../../../views/actions/types';
import { UploadButton } from '../../../shipment/rma/actions/FileButtons';
import { useFileCalls } from '../../../shipment/rma/actions/useFileCalls';

export function SellHistoryUploadAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'create' });
  const files = useFileCalls();
  if (!canAccess) return null;
  return <UploadButton label={translate('screens.avm_sell.history_upload')} disabled={files.busy} onFile={(f) => void files.upload(`${decl.api.base}/history-upload`, f, translate('screens.avm_sell.history_uploaded'))} />;
}
