// A balance explained: the lines behind one period of one row, summed as brought in + ESD − demand = balance.
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import type { PsiController } from './usePsiController';

const T = 'screens.psi';

export function ExplainDialog({ c }: { c: PsiController }) {
  const translate = useTranslate();
  const e = c.explain;
  if (!e) return null;
  const rowName = [e.row.CPN, e.row.MPN].filter(Boolean).join(' / ');
  const cols = ['kind', 'ref', 'line', 'order', 'date', 'qty'] as const;
  return (
    <Dialog open onClose={c.closeExplain} maxWidth="md" fullWidth aria-labelledby="psi-explain-title">
      <DialogTitle id="psi-explain-title">{translate(`${T}.explain`, { row: rowName, period: e.period })}</DialogTitle>
      <DialogContent>
        {e.error ? <Alert severity="error">{e.error instanceof Error ? e.error.message : String(e.error)}</Alert> : null}
        {!e.answer && !e.error ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : null}
        {e.answer ? (
          <>
            <Typography sx={{ mb: 1 }}>{translate(`${T}.explain_sum`, { opening: formatNumber(e.answer.opening), demand: formatNumber(e.answer.demand), esd: formatNumber(e.answer.esd), balance: formatNumber(e.answer.balance) })}</Typography>
            {e.answer.lines.length ? (
              <Table size="small">
                <TableHead>
                  <TableRow>{cols.map((k) => <TableCell key={k} align={k === 'qty' ? 'right' : 'left'}>{translate(`${T}.explain_cols.${k}`)}</TableCell>)}</TableRow>
                </TableHead>
                <TableBody>
                  {e.answer.lines.map((l, i) => (
                    <TableRow key={i}>
                      <TableCell>{translate(`${T}.explain_lines.${l.kind}`)}</TableCell>
                      <TableCell>{l.ref}</TableCell>
                      <TableCell>{l.line ?? ''}</TableCell>
                      <TableCell>{l.order_no ?? ''}</TableCell>
                      <TableCell>{l.date ?? ''}</TableCell>
                      <TableCell align="right">{formatNumber(l.qty)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Typography color="text.secondary">{translate(`${T}.explain_none`)}</Typography>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={c.closeExplain}>{translate(`${T}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
