// An FTB ASN's items under its record page: one dense line each with its maxout check and whether a
// change waits; manage-ftb-edit proposes a change or a new item (a reviewer agrees it first) and gives
// the invoice number; then the proposed changes with their reviews.
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { currentUser } from '../../../authProvider/user';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { labelIn } from '../../../schema';
import { hasPermission } from '../../../schema/access';
import { FTB_KEY, fetchFtb, fetchHistory, proposeItem, type FtbItemRow } from './ftbApi';
import { FtbChangesTable } from './FtbChangesTable';
import { InvoiceNoField } from './InvoiceNoField';
import { ItemProposalDialog } from './ItemProposalDialog';
import { FTB_EDIT, FTB_STATUS, MAXOUT_STATUSES, type FtbItemProposal } from './model';

const T = 'screens.ftb_asn';
const COLUMNS = ['line', 'mpn', 'cpn', 'order', 'qty', 'price', 'maxout', 'check', 'remark', 'change'];
const COLOR: Record<string, 'warning' | 'primary' | 'error' | 'success'> = { pending: 'warning', agreed: 'primary', refused: 'error', ok: 'success' };
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

export function FtbItemsPanel({ id: given }: { id?: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const id = given ?? (record?.id as number | undefined);
  const queryClient = useQueryClient();
  const user = currentUser();
  const { data, error } = useQuery({ queryKey: [...FTB_KEY, id, record?.version], queryFn: () => fetchFtb(id!), enabled: id !== undefined });
  const history = useQuery({ queryKey: [...FTB_KEY, 'history', id, data?.version], queryFn: () => fetchHistory(id!), enabled: id !== undefined });
  const [editing, setEditing] = useState<FtbItemRow | 'new' | undefined>();
  const propose = useMutation({
    mutationFn: (body: FtbItemProposal) => proposeItem(editing === 'new' ? undefined : (editing as FtbItemRow).id, editing === 'new' ? { ...body, ftb_asn_id: id, version: data?.version } : { ...body, version: data?.version }),
    onSuccess: () => {
      notify(translate(`${T}.sent`), { type: 'info' });
      setEditing(undefined);
      void queryClient.invalidateQueries({ queryKey: FTB_KEY });
    },
  });
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>{error.message}</Alert>;
  if (!data) return null;
  const mayEdit = Boolean(user && hasPermission(user, FTB_EDIT)) && data.status === FTB_STATUS.open;
  const title = translate(`${T}.items`, { count: data.items.length });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: FTB_KEY });
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">{title}</Typography>
        <Box sx={{ flex: 1 }} />
        {mayEdit && <Button onClick={() => { propose.reset(); setEditing('new'); }}>{translate(`${T}.addItem`)}</Button>}
      </Stack>
      <Box sx={{ overflow: 'auto', maxHeight: 440 }}>
        <Table size="small" stickyHeader aria-label={title} sx={{ '& td, & th': { py: 0.25 } }}>
          <TableHead><TableRow>{COLUMNS.map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {data.items.map((item) => {
              const option = MAXOUT_STATUSES.find((s) => s.value === item.maxout_status);
              return (
                <TableRow key={item.id}>
                  <TableCell>{item.line_no}</TableCell>
                  <TableCell sx={ONE_LINE}>{item.material_id__title ?? ''}</TableCell>
                  <TableCell sx={ONE_LINE}>{item.cpn ?? ''}</TableCell>
                  <TableCell sx={ONE_LINE}>{[item.order_no, item.po_line].filter(Boolean).join(' / ')}</TableCell>
                  <TableCell align="right">{formatNumber(item.qty, 0)}</TableCell>
                  <TableCell align="right">{formatMoney(item.price, 4)}</TableCell>
                  <TableCell align="right">{item.maxout_price === null ? '' : formatMoney(item.maxout_price, 6)}</TableCell>
                  <TableCell sx={ONE_LINE}>{option && <Chip size="small" color={COLOR[item.maxout_status] ?? 'default'} label={labelIn(option.label, locale)} />}</TableCell>
                  <TableCell sx={{ ...ONE_LINE, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }} title={item.remark ?? undefined}>{item.remark ?? ''}</TableCell>
                  <TableCell sx={ONE_LINE}>
                    {item.change_pending ? (
                      <Chip size="small" color="warning" label={translate(`${T}.changeWaiting`)} />
                    ) : (
                      mayEdit && (
                        <Button size="small" sx={{ py: 0, minWidth: 0 }} aria-label={translate(`${T}.proposeLabel`, { line: item.line_no })} onClick={() => { propose.reset(); setEditing(item); }}>
                          {translate(`${T}.propose`)}
                        </Button>
                      )
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {mayEdit && <InvoiceNoField key={`${data.id}-${data.version}`} ftb={data} onSaved={refresh} />}
      {history.data && <FtbChangesTable changes={history.data.changes} items={data.items} />}
      {editing !== undefined && (
        <ItemProposalDialog item={editing === 'new' ? undefined : editing} sending={propose.isPending} error={propose.error?.message} onClose={() => setEditing(undefined)} onSend={(body) => propose.mutate(body)} />
      )}
    </Box>
  );
}
