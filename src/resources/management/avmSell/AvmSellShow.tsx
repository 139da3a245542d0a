// The sell reconciliation's page: the generic show, then build details / export, the views of its
// lines (all, deduct, non-deduct, the customer's non-rebate lines) and cancel / restore per line.
import { Box, Button, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import { raName } from '../../declarations';
import { ResourceShow } from '../../../views/ResourceShow';
import { avmSell } from './model/avmSell';
import { SELL_VIEWS, useAvmSellController } from './useAvmSellController';

const T = 'screens.avm_sell';
const COLUMNS = ['so', 'so_date', 'mpn', 'qty', 'unit_price', 'amount', 'rebate_rate', 'rebate_amount', 'deduct', 'state', 'action'];
const num = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };

function SellDetails() {
  const translate = useTranslate();
  const c = useAvmSellController();
  const { canAccess } = useCanAccess({ resource: raName(avmSell), action: 'edit' });
  const open = Boolean(canAccess) && c.record?.status !== 'confirmed';
  const own = c.view === 'all' || c.view === 'deduct' || c.view === 'non_deduct';
  return (
    <Box component="section" aria-label={translate(`${T}.details`)} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {open ? (
          <Button size="small" variant="contained" disabled={c.busy} onClick={() => void c.calculate()}>
            {translate(`${T}.calculate`)}
          </Button>
        ) : null}
        <Button size="small" onClick={() => void c.exportFile()}>
          {translate(`${T}.export`)}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.help`)}
      </Typography>
      <Tabs value={c.view} onChange={(_, v: (typeof SELL_VIEWS)[number]) => c.setView(v)} variant="scrollable" aria-label={translate(`${T}.views`)}>
        {SELL_VIEWS.map((v) => (
          <Tab key={v} value={v} label={translate(`${T}.view_${v}`)} />
        ))}
      </Tabs>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`${T}.view_${c.view}`)}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((k) => (
                <TableCell key={k}>{translate(`${T}.col_${k}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {c.lines.map((l) => (
              <TableRow key={l.id} sx={l.cancelled ? { '& td': { color: 'text.secondary', textDecoration: 'line-through' } } : undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.so_no}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.so_date ?? ''}</TableCell>
                <TableCell>{l.mpn ?? l.material_id__title ?? ''}</TableCell>
                <TableCell {...num}>{formatNumber(l.qty, 0)}</TableCell>
                <TableCell {...num}>{formatNumber(l.unit_price, 4)}</TableCell>
                <TableCell {...num}>{formatNumber(l.amount)}</TableCell>
                <TableCell {...num}>{formatNumber(l.rebate_rate, 4)}</TableCell>
                <TableCell {...num}>{formatNumber(l.rebate_amount)}</TableCell>
                <TableCell>{translate(`${T}.${l.deduct ? 'yes' : 'no'}`)}</TableCell>
                <TableCell>{translate(`${T}.${l.cancelled ? 'cancelled' : l.source === 'history' ? 'from_history' : 'from_order'}`)}</TableCell>
                <TableCell>
                  {open && own ? (
                    <Button size="small" disabled={c.busy} onClick={() => void c.cancelLine(l.id, !l.cancelled)} aria-label={translate(`${T}.${l.cancelled ? 'restore_for' : 'cancel_for'}`, { so: l.so_no })}>
                      {translate(`${T}.${l.cancelled ? 'restore' : 'cancel'}`)}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
            {!c.lines.length ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{translate(`${T}.empty`)}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

export default function AvmSellShow() {
  return (
    <ResourceShow>
      <SellDetails />
    </ResourceShow>
  );
}
