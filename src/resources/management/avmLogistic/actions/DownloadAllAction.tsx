// "Download all" in the logistics list's toolbar: every statement's allocation in one sheet.
import { useTranslate } from 'react-admin';
import type { ActionProps } from '../../../../views/actions/types';
import { DownloadButton } from '../../../shipment/rma/actions/FileButtons';
import { useFileCalls } from '../../../shipment/rma/actions/useFileCalls';

export function DownloadAllAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const files = useFileCalls();
  return <DownloadButton label={translate('screens.avm_logistic.download_all')} onClick={() => void files.download(`${decl.api.base}/download`, 'avm_logistic_all.xlsx')} />;
}
