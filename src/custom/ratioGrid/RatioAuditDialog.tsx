// The audit of the selected ratios: agree or refuse, a memo shared by all, and each item's own memo.
import { FormControlLabel, Radio, RadioGroup, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ActionDialog } from '../../views/actions/ActionDialog';
import type { RatioRow } from './useRatioGridController';
import type { AuditDecision, useRatioAuditController } from './useRatioAuditController';

const T = 'screens.ratio_grid.audit';

export function RatioAuditDialog({ c, selected }: { c: ReturnType<typeof useRatioAuditController>; selected: RatioRow[] }) {
  const translate = useTranslate();
  const refusing = c.decision === '3';
  return (
    <ActionDialog open={c.open} title={translate(`${T}.title`, { smart_count: selected.length })} confirmLabel={translate(`${T}.submit`)} pending={c.pending} error={c.error} onConfirm={c.submit} onClose={c.close}>
      <RadioGroup row aria-label={translate(`${T}.decision`)} value={c.decision} onChange={(e) => c.setDecision(e.target.value as AuditDecision)}>
        <FormControlLabel value="2" control={<Radio />} label={translate(`${T}.agree`)} />
        <FormControlLabel value="3" control={<Radio />} label={translate(`${T}.refuse`)} />
      </RadioGroup>
      <TextField
        label={translate(`${T}.shared_memo`)}
        helperText={refusing ? translate(`${T}.memo_rule`) : undefined}
        value={c.sharedMemo}
        onChange={(e) => c.setSharedMemo(e.target.value)}
        fullWidth
        multiline
        margin="dense"
      />
      <Table size="small" aria-label={translate(`${T}.items`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('screens.ratio_grid.vendor')}</TableCell>
            <TableCell>{translate('screens.ratio_grid.period')}</TableCell>
            <TableCell>{translate('screens.ratio_grid.ratio')}</TableCell>
            <TableCell>{translate(`${T}.own_memo`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {selected.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{r.vendor}</TableCell>
              <TableCell>{r.period}</TableCell>
              <TableCell>{r.ratio}</TableCell>
              <TableCell>
                {r.audit_status === '1' ? (
                  <TextField
                    size="small"
                    value={c.memoFor(r)}
                    onChange={(e) => c.setMemoFor(r, e.target.value)}
                    slotProps={{ htmlInput: { 'aria-label': translate(`${T}.memo_for`, { vendor: r.vendor ?? '', period: r.period }) } }}
                  />
                ) : (
                  translate(`${T}.not_pending`)
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ActionDialog>
  );
}
