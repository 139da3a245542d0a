// Files attached to the order: upload, download, delete.
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderFile } from './orderApi';
import type { OrderDetailController } from './useOrderDetailController';

const T = 'screens.customer_order';

export function FilesTab({ c, files }: { c: OrderDetailController; files: OrderFile[] }) {
  const translate = useTranslate();
  const col = (name: string) => translate(`${T}.col.${name}`);
  return (
    <Stack spacing={2}>
      <Button component="label" disabled={c.busy} sx={{ alignSelf: 'flex-start' }}>
        {translate(`${T}.upload`)}
        <input hidden type="file" onChange={(e) => { const f = e.target.files?.[0]; if (f) c.upload(f); e.target.value = ''; }} />
      </Button>
      <Table size="small" aria-label={translate(`${T}.tabs.files`)}>
        <TableHead>
          <TableRow>{['name', 'size', 'created_by', 'created_at', 'actions'].map((name) => <TableCell key={name}>{col(name)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {files.map((f) => (
            <TableRow key={f.id}>
              <TableCell>{f.name}</TableCell>
              <TableCell align="right">{f.size}</TableCell>
              <TableCell>{f.created_by ?? ''}</TableCell>
              <TableCell>{String(f.created_at).slice(0, 16).replace('T', ' ')}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => c.download(f)}>{translate(`${T}.download`)}</Button>
                <Button size="small" color="error" disabled={c.busy} onClick={() => c.deleteFile(f.id)}>{translate('ra.action.delete')}</Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
