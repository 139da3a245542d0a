// "Export X12" in the 850 and 855 lists' toolbars: the selected documents as one X12 interchange.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useTranslate } from 'react-admin';
import type { ActionProps } from '../../../../views/actions/types';
import { useExportX12 } from './useX12Files';

const T = 'screens.edi';

export function ExportX12Action({ decl }: ActionProps) {
  const translate = useTranslate();
  const list = useListContext();
  const call = useExportX12(decl.api.base, `${decl.name}.x12`);
  const ids = list?.selectedIds ?? [];
  return (
    <Button label={`${T}.export`} title={ids.length ? undefined : translate(`${T}.select_first`)} disabled={!ids.length || call.pending} onClick={() => void call.run(ids, translate(`${T}.exported`))}>
      <DownloadIcon />
    </Button>
  );
}
